import { Link } from 'wouter';
import { ACCOUNT_MSG } from '../../model/messages';
import { HOTLINE } from '../../model/constants';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** Step 4: the account waits for review (checkStatus 0); what that means for the user. */
export function PendingReview({ username }: { username: string }) {
  const css = useCss();
  return (
    <div
      data-testid="register-done"
      className={css`text-align: center; padding: 32px 24px; h2 { color: ${t.primary}; margin: 12px 0; } p { color: ${t.muted}; max-width: 560px; margin: 8px auto; line-height: 1.8; } .icon { font-size: 48px; color: ${t.primary}; } a { color: ${t.primary}; }`}
    >
      <div className="icon" aria-hidden="true">✓</div>
      <h2>{ACCOUNT_MSG.pendingTitle}</h2>
      <p>
        您的账号 <strong>{username}</strong> 已提交审核。
      </p>
      <p>{ACCOUNT_MSG.pendingText}</p>
      <p>如需加急审核，请致电客服热线 {HOTLINE}。</p>
      <p>
        <Link href="/login">前往登录</Link>　·　<Link href="/home">先去逛逛</Link>
      </p>
    </div>
  );
}
