import { updateClientPass } from '../../api';
import { PasswordForm } from './PasswordForm';
import { PersonalLayout } from './PersonalLayout';

/** /personal/changePsd: old, new and confirmation, the 6-12 character rule (SPEC §5). */
export function ChangePasswordPage() {
  return (
    <PersonalLayout title="修改密码">
      <PasswordForm save={(values) => updateClientPass(values, { quiet: true })} />
    </PersonalLayout>
  );
}
