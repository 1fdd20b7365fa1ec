import { useEffect } from 'react';
import { Link } from 'wouter';
import type { ArrivalSubscription } from '../../contract/alerts';
import { loadArrivals } from '../../stores/arrivals';
import { Button } from '../../ui/Button';
import { Empty, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { productDetailHref } from '../../model/route-table';

export const ARRIVAL_LIST_TEXT = {
  heading: '我的到货提醒',
  empty: '暂无到货提醒。缺货商品的详情页、购物车和快速下单中可订阅',
  waiting: '等待到货',
  notified: (at: string) => `已通知 ${at.slice(0, 16)}`,
  cancel: '取消',
} as const;

/** The client's 到货提醒: waiting ones (cancellable) first, then the ones already told. */
export function ArrivalList({ list, onCancel }: { list: ArrivalSubscription[] | null; onCancel: (productId: number) => void }) {
  const css = useCss();
  useEffect(() => {
    void loadArrivals();
  }, []);
  return (
    <section
      className={css`
        background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 10px; padding: 8px 24px 12px;
        h2 { font-size: 16px; margin: 12px 0; }
        ul { list-style: none; margin: 0; padding: 0; }
        li { display: flex; gap: 12px; align-items: center; justify-content: space-between; border-top: 1px solid ${t.border}; padding: 10px 0; font-size: 13px; }
        li a { color: ${t.text}; font-weight: 600; text-decoration: none; }
        .m { color: ${t.muted}; font-size: 12px; }
      `}
      aria-labelledby="arrivals-heading"
      data-testid="my-arrivals"
    >
      <h2 id="arrivals-heading">{ARRIVAL_LIST_TEXT.heading}</h2>
      {list === null && <Skeleton rows={2} height={32} />}
      {list && list.length === 0 && <Empty>{ARRIVAL_LIST_TEXT.empty}</Empty>}
      {list && list.length > 0 && (
        <ul>
          {list.map((s) => (
            <li key={`${s.product_id}|${s.created_at}`} data-testid="arrival-item" data-state={s.state}>
              <span>
                <Link href={productDetailHref(s.product_id)}>{s.ty_name}</Link>{' '}
                <span className="m">
                  {s.product_standard} · {s.manufacturer}
                </span>
              </span>
              <span className="m">{s.state === 'waiting' ? ARRIVAL_LIST_TEXT.waiting : ARRIVAL_LIST_TEXT.notified(s.notified_at)}</span>
              {s.state === 'waiting' && (
                <Button size="sm" onClick={() => onCancel(s.product_id)} aria-label={`${ARRIVAL_LIST_TEXT.cancel}到货提醒：${s.ty_name}`}>
                  {ARRIVAL_LIST_TEXT.cancel}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
