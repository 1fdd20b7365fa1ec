import { useLocation } from 'wouter';
import { MSG } from '../../model/messages';
import { Link } from 'wouter';
import { Button } from '../../ui/Button';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** 返回首页 styled as the primary button it stands for (not the browser's blue link). */
function HomeLink() {
  const css = useCss();
  return (
    <Link
      href="/home"
      data-testid="back-home"
      className={css`
        display: inline-flex; align-items: center; padding: 6px 16px; border-radius: ${t.radius}; text-decoration: none;
        background: ${t.primary}; color: #fff; border: 1px solid ${t.primary};
        &:hover { background: ${t.primaryDark}; }
      `}
    >
      {MSG.backHome}
    </Link>
  );
}

function ErrorPage({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  const css = useCss();
  return (
    <div
      className={css`
        text-align: center; padding: 80px 16px;
        h1 { font-size: 40px; color: ${t.primary}; margin: 0 0 12px; }
        p { color: ${t.muted}; margin-bottom: 24px; }
        .actions { display: flex; gap: 12px; justify-content: center; }
      `}
    >
      <h1>{title}</h1>
      <p>{text}</p>
      <div className="actions">{children}</div>
    </div>
  );
}

export function NotFoundPage() {
  return (
    <ErrorPage title={MSG.notFoundTitle} text={MSG.notFoundText}>
      <HomeLink />
    </ErrorPage>
  );
}

/** 401: back goes home when the `home` flag is set (query ?home=1), otherwise one step back. */
export function NoPermissionPage() {
  const [, navigate] = useLocation();
  const goHome = new URLSearchParams(location.search).get('home') === '1';
  return (
    <ErrorPage title={MSG.noPermissionTitle} text={MSG.noPermission}>
      <Button onClick={() => (goHome || history.length <= 1 ? navigate('/home') : history.back())}>返回</Button>
      <HomeLink />
    </ErrorPage>
  );
}

export function ServerErrorPage() {
  return (
    <ErrorPage title={MSG.serverErrorTitle} text={MSG.serverError}>
      <HomeLink />
    </ErrorPage>
  );
}

export function ComingSoonPage({ title }: { title: string }) {
  return (
    <ErrorPage title={title} text="该功能正在建设中，敬请期待">
      <HomeLink />
    </ErrorPage>
  );
}
