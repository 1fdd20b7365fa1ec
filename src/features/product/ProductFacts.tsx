import { Link } from 'wouter';
import type { ProductDetailProduct } from '../../contract/catalog';
import { DRUG_TYPES, scopeLabel } from '../../model/enums';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** The product's particulars as a two-column list: spec, unit, packing, maker, approval number, scope, validity… */
export function ProductFacts({ product: p }: { product: ProductDetailProduct }) {
  const css = useCss();
  const g = p.gsp;
  // GSP fields an ERP sent (issue 27): shown when there is something to show.
  const sent = (label: string, value: string | number): [string, React.ReactNode][] => (value ? [[label, value]] : []);
  const facts: [string, React.ReactNode][] = [
    ...sent('商品名', g.trade_name),
    ['规格', p.product_standard],
    ...sent('剂型', g.dosage_form),
    ['单位', p.product_dw],
    ['中包装', `${p.zhongbaozhuang_num || 1}${p.product_dw}`],
    ...sent('件装', g.carton_num ? `${g.carton_num}${p.product_dw}` : ''),
    ['生产厂家', p.manufacturer],
    ...sent('上市许可持有人', g.licence_holder),
    ...sent('产地', g.origin),
    ['批准文号', p.approval_number || '—'],
    ['经营范围', g.rx_class || (scopeLabel(p.drug_type, p.business_scope) ?? '非药品')],
    ['药品类型', DRUG_TYPES[p.drug_type] ?? '—'],
    ['有效期至', p.validity || '—'],
    ['医保', p.medicare_code ? `${g.medicare_class ? `${g.medicare_class} ` : ''}${p.medicare_code}` : '非医保'],
    ...sent('储存条件', g.storage),
    ...sent('条形码', g.barcode),
    ['品牌', p.brand_id ? <Link href={`/manufacturerDetail/${p.brand_id}`}>{p.brand}</Link> : p.brand || '—'],
    ['商品编码', p.product_code],
  ];
  return (
    <dl
      data-testid="product-facts"
      className={css`
        display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px 24px; margin: 0; font-size: 13px;
        div { display: flex; gap: 12px; min-width: 0; }
        dt { flex: none; width: 64px; color: ${t.muted}; }
        dd { margin: 0; color: ${t.text}; overflow-wrap: anywhere; }
        a { color: ${t.primary}; }
      `}
    >
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
