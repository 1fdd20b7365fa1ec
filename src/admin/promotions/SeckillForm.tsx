import { useState, type FormEvent } from 'react';
import { getPrices } from '../../api/admin/prices';
import { createSeckill } from '../../api/admin/promotions';
import { errorText } from '../../api/errors';
import type { SeckillCreateInput } from '../../contract/promotions';
import { yuanToFen } from '../../model/money';
import { SECKILL_PHASE_TEXT } from '../../model/promotion-rules';
import { seckillProblem } from '../../model/seckill-form';
import { parseChinaStamp } from '../../model/date-range';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { useFilterFormClass } from '../Filters';

type Draft = { product_id: string; title: string; price: string; stock: string; order_limit: string; client_limit: string; min_num: string; start: string; end: string };
const EMPTY: Draft = { product_id: '', title: '', price: '', stock: '', order_limit: '', client_limit: '', min_num: '', start: '', end: '' };

/** A datetime-local value (read as China time) as the contract's `yyyy-MM-dd HH:mm:ss`. */
const stampOf = (v: string) => (v ? `${v.replace('T', ' ')}${v.length === 16 ? ':00' : ''}` : '');
const intOr = (v: string): number | undefined => (v.trim() === '' ? undefined : Number(v));

function inputOf(d: Draft): SeckillCreateInput {
  const optional = (k: 'order_limit' | 'client_limit' | 'min_num') => (d[k].trim() === '' ? {} : { [k]: Number(d[k]) });
  return {
    product_id: Number(d.product_id),
    seckill_price: d.price.trim(),
    seckill_stock: Number(d.stock),
    ...optional('order_limit'),
    ...optional('client_limit'),
    ...optional('min_num'),
    start_time: stampOf(d.start),
    end_time: stampOf(d.end),
    ...(d.title.trim() ? { title: d.title.trim() } : {}),
  };
}

/** What the buyer will see on /seckillPage: the card's name, prices, limits and window. */
function Preview({ d, name, base }: { d: Draft; name: string; base: string | undefined }) {
  const css = useCss();
  const start = parseChinaStamp(stampOf(d.start));
  const end = parseChinaStamp(stampOf(d.end));
  const now = Date.now();
  const phase = start && end ? (now < start.getTime() ? 'upcoming' : now < end.getTime() ? 'running' : 'ended') : null;
  const limit = intOr(d.order_limit) ?? -1;
  return (
    <aside
      aria-label="买家看到的秒杀"
      data-testid="seckill-preview"
      className={css`
        border: 1px dashed ${t.border}; border-radius: 8px; padding: 12px 16px; background: ${t.bg}; max-width: 360px;
        .price { color: ${t.price}; font-size: 22px; font-weight: 600; }
        .base { color: ${t.muted}; text-decoration: line-through; margin-left: 8px; }
        p { margin: 4px 0; }
      `}
    >
      <p><strong>预览：买家在秒杀专区看到</strong></p>
      <p>{d.title.trim() || name || '（请填写商品ID）'}</p>
      <p>
        <span className="price">¥{d.price.trim() || '—'}</span>
        {base && <span className="base">¥{base}</span>}
      </p>
      <p>限量 {d.stock || '—'} 件{limit >= 0 ? `，每单限购 ${limit} 件` : ''}{intOr(d.min_num) ? `，${d.min_num} 件起购` : ''}</p>
      <p>{start && end ? `${stampOf(d.start)} 至 ${stampOf(d.end)}` : '请选择开始与结束时间'}</p>
      {phase && <p>状态：{SECKILL_PHASE_TEXT[phase]}</p>}
    </aside>
  );
}

/** 新建秒杀: the operator command's fields as a form, checked by the model's rules first, with a preview. */
export function SeckillForm({ onCreated }: { onCreated: () => void }) {
  const cls = useFilterFormClass();
  const [d, setD] = useState<Draft>(EMPTY);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const productId = Number(d.product_id);
  const product = useRemote(
    () => (productId > 0 ? getPrices(productId) : Promise.resolve(null)),
    String(productId),
  ).state.data;
  const set = (k: keyof Draft) => (e: { target: { value: string } }) => {
    setD((x) => ({ ...x, [k]: e.target.value }));
    setError('');
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!(productId > 0)) return setError('请填写商品ID');
    const input = inputOf(d);
    const problem = seckillProblem(input, new Date(), product ? yuanToFen(product.base_price) : undefined);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      await createSeckill(input);
      toast('秒杀活动已创建', 'success');
      setD(EMPTY);
      onCreated();
    } catch (err) {
      setError(errorText(err, '创建失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };
  const field = (k: keyof Draft, label: string, type = 'text', extra: Record<string, string | number> = {}) => (
    <div className="field">
      <label htmlFor={`seckill-${k}`}>{label}</label>
      <input id={`seckill-${k}`} type={type} value={d[k]} onChange={set(k)} {...extra} />
    </div>
  );
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 16, alignItems: 'start' }}>
      <form className={cls} onSubmit={(e) => void submit(e)} aria-label="新建秒杀">
        {field('product_id', '商品ID', 'number', { min: 1 })}
        {field('title', '活动名称（可选）', 'text', { maxLength: 40 })}
        {field('price', '秒杀价（元）', 'text', { inputMode: 'decimal', maxLength: 12 })}
        {field('stock', '秒杀数量', 'number', { min: 1 })}
        {field('order_limit', '每单限购（可选）', 'number', { min: -1 })}
        {field('client_limit', '每人限购（可选）', 'number', { min: -1 })}
        {field('min_num', '起购数量（可选）', 'number', { min: 0 })}
        {field('start', '开始时间（北京时间）', 'datetime-local', { step: 1 })}
        {field('end', '结束时间（北京时间）', 'datetime-local', { step: 1 })}
        <Button type="submit" variant="primary" disabled={busy}>
          创建秒杀
        </Button>
        {error && (
          <p role="alert" style={{ flexBasis: '100%', margin: 0, color: t.danger }}>
            {error}
          </p>
        )}
      </form>
      <Preview d={d} name={product ? `${product.ty_name} ${product.product_standard}` : ''} base={product?.base_price} />
    </div>
  );
}
