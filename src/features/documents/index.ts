/** 资料下载 (issue 29): the download button an order line uses for its batch's report (the page is in screens.ts). */
export { BatchReportLink, DocumentButton } from './DocumentButton';
