import { useLocation } from 'wouter';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** Back button of flagged routes: a string target wins over history. The title is the page's h1 when flagged so. */
export function BackBar({ to, title, h1 = false }: { to: boolean | string; title: string; h1?: boolean }) {
  const css = useCss();
  const [, navigate] = useLocation();
  const back = () => {
    if (typeof to === 'string' && to.startsWith('/')) navigate(to);
    else if (history.length > 1) history.back();
    else navigate('/home');
  };
  return (
    <div className={css`display: flex; align-items: center; gap: 12px; margin-bottom: 12px; button { border: none; background: none; color: ${t.primary}; cursor: pointer; font: inherit; } h1, h2 { margin: 0; font-size: 18px; }`}>
      <button type="button" onClick={back}>‹ 返回</button>
      {h1 ? <h1>{title}</h1> : <h2>{title}</h2>}
    </div>
  );
}
