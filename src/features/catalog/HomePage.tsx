import { useStore } from '@nanostores/react';
import { Link, useLocation } from 'wouter';
import { $publicHeader } from '../../stores/public-header';
import { $isOtherProvinces } from '../../stores/session';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { ProductResults } from './ProductResults';

/** /home: categories at a glance and recommended products. */
export function HomePage() {
  const css = useCss();
  const header = useStore($publicHeader);
  const otherProvince = useStore($isOtherProvinces);
  const [, navigate] = useLocation();
  return (
    <div className={css`display: grid; gap: 20px;`}>
      <section
        className={css`border-radius: 10px; padding: 28px 32px; color: #fff; background: linear-gradient(120deg, ${t.primary}, #23a08c); h1 { margin: 0 0 6px; font-size: 26px; } p { margin: 0; opacity: .9; }`}
      >
        <h1>正品药品 一站采购</h1>
        <p>面向诊所、药店与医疗机构的医药批发平台 · 两千余种常用药品 · 当日发货</p>
      </section>
      {!otherProvince && header && (
        <section aria-label="商品分类" className={css`display: flex; flex-wrap: wrap; gap: 8px; a { padding: 6px 14px; border-radius: 16px; background: #fff; border: 1px solid ${t.border}; color: ${t.text}; text-decoration: none; } a:hover { border-color: ${t.primary}; color: ${t.primary}; }`}>
          {header.classList.map((c) => (
            <Link key={c.class_id} href={`/category?ClassID=${c.class_id}`}>
              {c.class_name}
            </Link>
          ))}
        </section>
      )}
      <section>
        <h2 className={css`font-size: 18px; margin: 0 0 12px;`}>为您推荐</h2>
        <ProductResults
          params={{ page: 1, size: 20 }}
          productHref={(id) => `/productDetail/${id}`}
          onPage={(page, size) => navigate(`/category?page=${page}&size=${size}`)}
        />
      </section>
    </div>
  );
}
