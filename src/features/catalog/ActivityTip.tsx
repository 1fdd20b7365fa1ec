import { useState } from 'react';
import type { Product } from '../../contract/catalog';
import { ACTIVITY_KIND_TEXT, activityPath } from '../../model/activity-names';
import { Dialog } from '../../ui/Dialog';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { ActivityPoster } from './ActivityPoster';

/**
 * 优惠活动: the activities and coupons a product is in now (actName), in a tooltip dialog with each activity's
 * picture and a link to where it is bought. Nothing when the product is in none.
 */
export function ActivityTip({ product }: { product: Pick<Product, 'product_id' | 'ty_name' | 'actName'> }) {
  const css = useCss();
  const [open, setOpen] = useState(false);
  const list = product.actName ?? [];
  if (list.length === 0) return null;
  const cls = css`
    font: inherit; font-size: 12px; line-height: 18px; padding: 0 6px; border-radius: 3px; cursor: pointer;
    border: 1px dashed ${t.danger}; color: ${t.danger}; background: ${t.surface};
    &:hover { background: ${t.warnSoft}; }
  `;
  const listCls = css`
    list-style: none; margin: 0; padding: 0; display: grid; gap: 12px;
    li { display: grid; grid-template-columns: 120px 1fr auto; gap: 12px; align-items: center; }
    .k { font-size: 12px; color: ${t.muted}; }
    .n { font-weight: 600; }
    a { color: ${t.primary}; white-space: nowrap; }
  `;
  return (
    <>
      <button type="button" className={cls} aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="activity-tip">
        优惠活动 {list.length}
      </button>
      <Dialog open={open} title={`${product.ty_name} · 优惠活动`} onClose={() => setOpen(false)} width={480} testId="activity-tip-dialog">
        <ul className={listCls}>
          {list.map((a) => (
            <li key={`${a.kind}-${a.id}`}>
              <ActivityPoster kind={a.kind} />
              <div>
                <div className="k">{a.act_type === 2 ? '优惠券' : ACTIVITY_KIND_TEXT[a.kind]}</div>
                <div className="n">{a.name || ACTIVITY_KIND_TEXT[a.kind]}</div>
              </div>
              <a href={activityPath(a, product.product_id)} onClick={() => setOpen(false)}>
                {a.act_type === 2 ? '去领券' : '去看看'} ›
              </a>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
