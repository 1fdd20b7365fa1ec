/** The screens the site loads on first visit (import()), apart from index.ts so they get their own chunk. */
export { DataDownloadPage } from './DataDownloadPage';
