/** What other parts of the app use from the account feature. */
export { AreaSelects, EMPTY_AREA, areaErrors, chooseArea, type AreaValue, type AreaErrors } from './AreaSelects';
export { askCompany } from './company-choice';
export { AccountOverlays } from './AccountOverlays';
export { Field, TextField, useFormCss } from './FormField';
export { useFieldErrors } from './useFieldErrors';
export { PersonalLayout, PERSONAL_MENU, personalPlaceholder } from './PersonalLayout';
export { UserCenterPage } from './UserCenterPage';
export { BasicInformationPage } from './BasicInformationPage';
export { ChangePasswordPage } from './ChangePasswordPage';
export { PasswordForm } from './PasswordForm';
export { MyCouponPage } from './MyCouponPage';
export { CouponCard } from './CouponCard';
