/** The screens the site loads on first visit (import()), apart from index.ts so they get their own chunk. */
export { personalPlaceholder } from './PersonalLayout';
export { UserCenterPage } from './UserCenterPage';
export { BasicInformationPage } from './BasicInformationPage';
export { ChangePasswordPage } from './ChangePasswordPage';
export { MyCouponPage } from './MyCouponPage';
