/** The salesman console (SPEC §2.9): its pages for the site, the element's panel, and the acting controls the site's chrome uses. */
export { SALESMAN_SCREENS } from './pages';
export { SalesmanConsole } from './SalesmanConsole';
export { ActForButton, EndActingButton, ActingBanner } from './acting';
