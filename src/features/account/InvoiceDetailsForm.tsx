import { useEffect, useState } from 'react';
import {
  INVOICE_FIELDS,
  INVOICE_KIND_TEXT,
  INVOICE_KINDS,
  INVOICE_MSG,
  invoiceDetailsProblems,
  type InvoiceDetailsInput,
  type InvoiceField,
  type InvoiceKind,
} from '../../model/invoice-rules';
import { MSG } from '../../model/messages';
import { errorText } from '../../api';
import { getInvoiceDetails, saveInvoiceDetails } from '../../api/invoices';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { Field, TextField, useFormCss } from './FormField';

const BLANK: InvoiceDetailsInput = { kind: 'special', title: '', tax_no: '', bank: '', account: '', address: '', phone: '' };
const LABELS: Record<InvoiceField, string> = { title: '发票抬头', tax_no: '税号', bank: '开户银行', account: '银行账号', address: '注册地址', phone: '注册电话' };
const MAX: Record<InvoiceField, number> = { title: 100, tax_no: 18, bank: 100, account: 40, address: 200, phone: 20 };
const ALWAYS: readonly InvoiceField[] = ['title', 'tax_no'];

/**
 * 发票信息 (personal centre › 基本信息, anchor #invoice): 普通发票 or 增值税专用发票, 抬头 and 税号 (checked with its
 * GB 32100 check digit), and for 专票 the bank, account, registered address and phone. Checked as you leave a field
 * and before saving by the same rules the server applies.
 */
export function InvoiceDetailsForm() {
  const css = useCss();
  const formCss = useFormCss();
  const [values, setValues] = useState<InvoiceDetailsInput | null>(null);
  const [errors, setErrors] = useState<Partial<Record<InvoiceField | 'kind', string>>>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = () => {
    setFailed(false);
    getInvoiceDetails({ silent: true }).then(
      (r) => setValues(r.details ? { kind: r.details.kind, title: r.details.title, tax_no: r.details.tax_no, bank: r.details.bank, account: r.details.account, address: r.details.address, phone: r.details.phone } : BLANK),
      () => setFailed(true),
    );
  };
  useEffect(load, []);

  if (failed) return <ErrorBox message="发票信息加载失败" onRetry={load} />;
  if (!values) return <Skeleton rows={3} height={32} />;
  const v = values;
  const special = v.kind === 'special';
  const set = (field: InvoiceField, value: string) => {
    const next = { ...v, [field]: value };
    setValues(next);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: invoiceDetailsProblems(next)[field] }));
  };
  const blur = (field: InvoiceField) => setErrors((e) => ({ ...e, [field]: invoiceDetailsProblems(v)[field] }));
  const setKind = (kind: InvoiceKind) => {
    setValues({ ...v, kind });
    setErrors({});
  };

  const save = async () => {
    const problems = invoiceDetailsProblems(v);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const saved = await saveInvoiceDetails(v, { quiet: true });
      setValues({ kind: saved.kind, title: saved.title, tax_no: saved.tax_no, bank: saved.bank, account: saved.account, address: saved.address, phone: saved.phone });
      toast(INVOICE_MSG.saved, 'success');
    } catch (e) {
      toast(errorText(e, MSG.networkError), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={formCss}
      aria-label="发票信息"
      data-testid="invoice-details-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
    >
      <Field label="发票类型" required>
        <div role="radiogroup" aria-label="发票类型" className={css`display: flex; gap: 16px; padding-top: 8px; label { display: inline-flex; gap: 4px; align-items: center; }`}>
          {INVOICE_KINDS.map((k) => (
            <label key={k}>
              <input type="radio" name="invoice-kind" value={k} checked={v.kind === k} onChange={() => setKind(k)} />
              {INVOICE_KIND_TEXT[k]}
            </label>
          ))}
        </div>
      </Field>
      {INVOICE_FIELDS.map((field) => (
        <TextField
          key={field}
          label={LABELS[field]}
          name={`invoice-${field}`}
          required={ALWAYS.includes(field) || special}
          value={v[field]}
          onValue={(x) => set(field, x)}
          onBlur={() => blur(field)}
          error={errors[field]}
          maxLength={MAX[field]}
          hint={field === 'tax_no' ? '18位统一社会信用代码' : !special && !ALWAYS.includes(field) ? '选填；开具专用发票时必填' : undefined}
        />
      ))}
      <Field label="">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? '保存中…' : '保存发票信息'}
        </Button>
      </Field>
    </form>
  );
}
