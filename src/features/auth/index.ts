/** What the site uses from the auth feature. */
export { LoginPage } from './LoginPage';
