import { useState, type FormEvent, type ReactNode } from 'react';
import { setAgreedPrice, setTypePrice } from '../../api/admin/prices';
import { errorText } from '../../api/errors';
import type { ProductPrices } from '../../contract/prices';
import { chinaDay } from '../../model/date-range';
import { agreedWindowProblem, parsePrice } from '../../model/effective-price';
import { CLIENT_TYPES } from '../../model/enums';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { t } from '../../ui/theme';
import { useFilterFormClass } from '../Filters';

/** A form that checks with the model's rules first (nothing sent when they refuse), then sends; the refusal shows below. */
function PriceForm({ label, check, send, children, submitText }: {
  label: string;
  check: () => string | null;
  send: () => Promise<ProductPrices>;
  children: ReactNode;
  submitText: string;
}) {
  const cls = useFilterFormClass();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `error-${label}`;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = check();
    if (problem) return setError(problem);
    setBusy(true);
    try {
      await send();
      setError('');
      toast('价格已保存', 'success');
    } catch (err) {
      setError(errorText(err, '保存失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={cls} onSubmit={(e) => void submit(e)} aria-label={label} aria-describedby={error ? id : undefined}>
      {children}
      <Button type="submit" variant="primary" disabled={busy}>
        {submitText}
      </Button>
      {error && (
        <p id={id} role="alert" style={{ flexBasis: '100%', margin: 0, color: t.danger }}>
          {error}
        </p>
      )}
    </form>
  );
}

const priceProblem = (v: string) => {
  const p = parsePrice(v.trim());
  return 'problem' in p ? p.problem : null;
};

/** 客户类型价: one client type's price for this product. */
export function TypePriceForm({ productId, onSaved }: { productId: number; onSaved: (p: ProductPrices) => void }) {
  const [type, setType] = useState(1);
  const [price, setPrice] = useState('');
  return (
    <PriceForm
      label="设置客户类型价"
      submitText="保存客户类型价"
      check={() => priceProblem(price)}
      send={async () => {
        const p = await setTypePrice({ product_id: productId, client_type: type, price: price.trim() });
        onSaved(p);
        return p;
      }}
    >
      <div className="field">
        <label htmlFor="type-price-type">客户类型</label>
        <select id="type-price-type" value={type} onChange={(e) => setType(Number(e.target.value))}>
          {Object.entries(CLIENT_TYPES).map(([k, v]) => (
            <option key={k} value={k}>
              {v}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="type-price-price">价格（元）</label>
        <input id="type-price-price" type="text" inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} maxLength={12} />
      </div>
    </PriceForm>
  );
}

/** 协议价: one client's own price for this product, from one day to another (both included). */
export function AgreedPriceForm({ productId, onSaved }: { productId: number; onSaved: (p: ProductPrices) => void }) {
  const today = chinaDay(new Date());
  const [username, setUsername] = useState('');
  const [price, setPrice] = useState('');
  const [from, setFrom] = useState(today);
  const [until, setUntil] = useState(today);
  return (
    <PriceForm
      label="设置客户协议价"
      submitText="保存协议价"
      check={() => (!username.trim() ? '请填写客户账号' : priceProblem(price) ?? agreedWindowProblem(from, until))}
      send={async () => {
        const p = await setAgreedPrice({ product_id: productId, username: username.trim(), price: price.trim(), valid_from: from, valid_until: until });
        onSaved(p);
        return p;
      }}
    >
      <div className="field">
        <label htmlFor="agreed-username">客户账号</label>
        <input id="agreed-username" type="text" value={username} onChange={(e) => setUsername(e.target.value)} maxLength={50} />
      </div>
      <div className="field">
        <label htmlFor="agreed-price">协议价（元）</label>
        <input id="agreed-price" type="text" inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} maxLength={12} />
      </div>
      <div className="field">
        <label htmlFor="agreed-from">生效日期</label>
        <input id="agreed-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="agreed-until">截止日期</label>
        <input id="agreed-until" type="date" value={until} onChange={(e) => setUntil(e.target.value)} />
      </div>
    </PriceForm>
  );
}
