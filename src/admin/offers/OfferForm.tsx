import { useState, type FormEvent } from 'react';
import { getPrices } from '../../api/admin/prices';
import { errorText } from '../../api/errors';
import { offerBody } from '../../model/offer-form';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { useFilterFormClass } from '../Filters';
import { FormError } from '../FormParts';
import type { OfferField, OfferKind, PreviewProduct } from './kind';

const emptyDraft = (fields: readonly OfferField[]) => Object.fromEntries(fields.map((f) => [f.key, f.options?.[0]?.value ?? '']));

/** What the buyer will see, from the body being typed. */
function Preview({ kind, body, product }: { kind: OfferKind<never>; body: Record<string, unknown>; product: PreviewProduct | null }) {
  const css = useCss();
  const [head, ...rest] = kind.preview(body, product);
  return (
    <aside
      aria-label={`买家看到的${kind.label}`}
      data-testid="offer-preview"
      className={css`
        border: 1px dashed ${t.border}; border-radius: 8px; padding: 12px 16px; background: ${t.bg}; max-width: 320px;
        p { margin: 4px 0; overflow-wrap: anywhere; }
      `}
    >
      <p><strong>预览：买家看到的{kind.label}</strong></p>
      <p>{head}</p>
      {rest.filter(Boolean).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </aside>
  );
}

/**
 * The create form of any promotion kind: its fields as typed text, read into the request body (model/offer-form.ts),
 * checked against the endpoint's own body schema before sending (checkedCall in src/api/admin/checked.ts: model/schema-check.ts, the server's wording), with
 * the buyer's preview beside it. The server's refusal (its rules) is shown the same way.
 */
export function OfferForm({ kind, onCreated }: { kind: OfferKind<never>; onCreated: () => void }) {
  const cls = useFilterFormClass();
  const css = useCss();
  const [draft, setDraft] = useState<Record<string, string>>(() => emptyDraft(kind.fields));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const body = offerBody(kind.fields, draft);
  const productId = typeof body.product_id === 'number' && Number.isInteger(body.product_id) && body.product_id > 0 ? body.product_id : 0;
  const found = useRemote(
    () => (productId ? getPrices(productId) : Promise.resolve(null)),
    String(productId),
  ).state.data;
  const product = found ? { name: `${found.ty_name} ${found.product_standard}`, base: found.base_price } : null;
  const set = (key: string) => (e: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [key]: e.target.value }));
    setError('');
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await kind.create(body);
      toast(`${kind.label}已保存`, 'success');
      setDraft(emptyDraft(kind.fields));
      onCreated();
    } catch (err) {
      setError(errorText(err, '保存失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };
  const input = (f: OfferField) => {
    const id = `offer-${kind.slug}-${f.key.replace('.', '-')}`;
    const common = { id, value: draft[f.key] ?? '', onChange: set(f.key) };
    const control =
      f.kind === 'choice' || f.kind === 'intChoice' ? (
        <select {...common}>
          {f.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : f.kind === 'items' || f.kind === 'prizes' ? (
        <textarea {...common} rows={3} aria-describedby={f.hint ? `${id}-hint` : undefined} />
      ) : (
        <input
          {...common}
          type={f.kind === 'stamp' ? 'datetime-local' : f.kind === 'day' ? 'date' : 'text'}
          step={f.kind === 'stamp' ? 1 : undefined}
          inputMode={f.kind === 'int' ? 'numeric' : undefined}
        />
      );
    return (
      <div className="field" key={f.key}>
        <label htmlFor={id}>{f.label}</label>
        {control}
        {f.hint && (
          <small id={`${id}-hint`} className="hint">
            {f.hint}
          </small>
        )}
      </div>
    );
  };
  return (
    <div
      className={css`
        display: grid; grid-template-columns: minmax(0, 1fr) minmax(200px, 280px); gap: 16px; align-items: start;
        .hint { color: ${t.muted}; }
      `}
    >
      <form className={cls} onSubmit={(e) => void submit(e)} aria-label={`新建${kind.label}`} noValidate>
        {kind.fields.map(input)}
        <Button type="submit" variant="primary" disabled={busy}>
          保存{kind.label}
        </Button>
        <FormError message={error} />
      </form>
      <Preview kind={kind} body={body} product={product} />
    </div>
  );
}
