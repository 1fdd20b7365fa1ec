export { RegisterPage } from './RegisterPage';
export { LicenceUpload, type Picture } from './LicenceUpload';
export { useCountdown } from './useCountdown';
