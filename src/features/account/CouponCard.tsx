import type { Coupon } from '../../contract/personal';
import { discountFold } from '../../model/enums';
import { Button } from '../../ui/Button';
import { cx, useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** Face value and condition of a coupon: "¥100 满1000元可用" or "9.5折 满500元可用，最高减100元". */
export function couponFace(c: Coupon): { value: string; condition: string } {
  if (c.coupon_type === 2) {
    const step = c.config_json[0];
    const fold = step ? discountFold(Number(step.step1_discount)) : '折扣';
    const cap = Number(c.max_discount) > 0 ? `，最高减${Number(c.max_discount)}元` : '';
    return { value: fold, condition: `${step ? `满${Number(step.step1_price)}元可用` : '无门槛'}${cap}` };
  }
  return { value: `¥${Number(c.amount)}`, condition: Number(c.payvalue) > 0 ? `满${Number(c.payvalue)}元可用` : '无门槛' };
}

const ACTION = { 0: '立即领取', 1: '去使用', 2: '已使用', 3: '已过期' } as const;

/** SPEC §4 coupon card states by kind: 0 claim, 1 use, 2 used, 3 expired. */
export function CouponCard({ coupon, busy, onClaim, onUse }: { coupon: Coupon; busy?: boolean; onClaim: () => void; onUse: () => void }) {
  const css = useCss();
  const face = couponFace(coupon);
  const dead = coupon.kind >= 2;
  const cls = css`
    display: grid; grid-template-columns: 130px 1fr; border-radius: 8px; overflow: hidden; border: 1px solid ${t.border}; background: ${t.surface};
    .left { background: ${t.price}; color: #fff; display: flex; flex-direction: column; align-items: center; justify-content: center; padding: 14px 8px; text-align: center; }
    .value { font-size: 26px; font-weight: 800; }
    .cond { font-size: 12px; }
    .right { padding: 12px 14px; display: flex; flex-direction: column; gap: 4px; }
    .title { font-weight: 600; }
    .meta { font-size: 12px; color: ${t.muted}; }
    .foot { display: flex; justify-content: space-between; align-items: center; margin-top: auto; }
    &.dead .left { background: ${t.muted}; }
    &.dead { color: ${t.muted}; }
  `;
  return (
    <article className={cx(cls, dead && 'dead')} data-testid="coupon-card" data-kind={coupon.kind}>
      <div className="left">
        <span className="value">{face.value}</span>
        <span className="cond">{face.condition}</span>
      </div>
      <div className="right">
        <span className="title">{coupon.coupon_title}</span>
        <span className="meta">
          {coupon.type_name}
          {coupon.act_name ? ` · ${coupon.act_name}` : ''}
        </span>
        <span className="meta">
          有效期：{coupon.start_time.slice(0, 10)} 至 {coupon.end_time.slice(0, 10)}
        </span>
        <div className="foot">
          <span className="meta">{coupon.kind === 0 ? `剩余 ${coupon.coupon_num} 张` : ''}</span>
          {coupon.kind === 0 && coupon.coupon_num > 0 && (
            <Button size="sm" variant="primary" onClick={onClaim} disabled={busy}>
              {ACTION[0]}
            </Button>
          )}
          {coupon.kind === 0 && coupon.coupon_num === 0 && <span className="meta">已领完</span>}
          {coupon.kind === 1 && (
            <Button size="sm" variant="primary" onClick={onUse}>
              {ACTION[1]}
            </Button>
          )}
          {dead && <span className="meta">{ACTION[coupon.kind]}</span>}
        </div>
      </div>
    </article>
  );
}
