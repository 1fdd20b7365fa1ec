import { useLocation } from 'wouter';
import { MSG } from '../../model/messages';
import { Button } from '../../ui/Button';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

function ErrorPage({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  const css = useCss();
  return (
    <div className={css`text-align: center; padding: 80px 16px; h1 { font-size: 40px; color: ${t.primary}; margin: 0 0 12px; } p { color: ${t.muted}; margin-bottom: 24px; }`}>
      <h1>{title}</h1>
      <p>{text}</p>
      {children}
    </div>
  );
}

export function NotFoundPage() {
  return (
    <ErrorPage title={MSG.notFoundTitle} text={MSG.notFoundText}>
      <a href="/home">{MSG.backHome}</a>
    </ErrorPage>
  );
}

/** 401: back goes home when the `home` flag is set (query ?home=1), otherwise one step back. */
export function NoPermissionPage() {
  const [, navigate] = useLocation();
  const goHome = new URLSearchParams(location.search).get('home') === '1';
  return (
    <ErrorPage title={MSG.noPermissionTitle} text={MSG.noPermission}>
      <Button variant="primary" onClick={() => (goHome || history.length <= 1 ? navigate('/home') : history.back())}>
        返回
      </Button>
    </ErrorPage>
  );
}

export function ServerErrorPage() {
  return (
    <ErrorPage title={MSG.serverErrorTitle} text={MSG.serverError}>
      <a href="/home">{MSG.backHome}</a>
    </ErrorPage>
  );
}

export function ComingSoonPage({ title }: { title: string }) {
  return (
    <ErrorPage title={title} text="该功能正在建设中，敬请期待">
      <a href="/home">{MSG.backHome}</a>
    </ErrorPage>
  );
}
