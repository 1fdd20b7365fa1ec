import { Link } from 'wouter';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useTitle } from '../useTitle';

function Notice({ title, text }: { title: string; text: string }) {
  const css = useCss();
  useTitle(title);
  return (
    <section className={css`padding: 48px 0; text-align: center; p { color: ${t.muted}; } a { color: ${t.primary}; }`}>
      <h1>{title}</h1>
      <p>{text}</p>
      <Link href="/">返回工作台</Link>
    </section>
  );
}

export const DeniedPage = () => <Notice title="无权访问" text="当前账号的角色不能使用此页面，如需使用请联系管理员分配角色。" />;
export const NotFoundPage = () => <Notice title="页面不存在" text="您访问的后台页面不存在。" />;
