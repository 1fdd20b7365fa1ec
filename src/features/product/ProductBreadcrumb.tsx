import { Link } from 'wouter';
import type { ProductDetailProduct } from '../../contract/catalog';
import { categoryHref } from '../home';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** 首页 › parent class › class › product. */
export function ProductBreadcrumb({ product }: { product: ProductDetailProduct }) {
  const css = useCss();
  const crumbs: { label: string; href?: string }[] = [{ label: '首页', href: '/home' }];
  if (product.parent_class_id && product.parent_class_name)
    crumbs.push({ label: product.parent_class_name, href: categoryHref(product.parent_class_id) });
  if (product.class_name) crumbs.push({ label: product.class_name, href: categoryHref(product.class_id) });
  crumbs.push({ label: product.ty_name });
  return (
    <nav
      aria-label="面包屑"
      data-testid="breadcrumb"
      className={css`
        font-size: 13px; color: ${t.muted}; margin-bottom: 12px;
        ol { list-style: none; display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; }
        li + li::before { content: '›'; margin-right: 6px; }
        a { color: ${t.muted}; text-decoration: none; }
        a:hover, a:focus-visible { color: ${t.primary}; }
        [aria-current] { color: ${t.text}; }
      `}
    >
      <ol>
        {crumbs.map((c, i) => (
          <li key={i}>{c.href ? <Link href={c.href}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
