export { CisLoginPage } from './CisLoginPage';
export { cisHandshake } from './handshake';
