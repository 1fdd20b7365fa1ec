import { useEffect, useState } from 'react';
import type { UserBase } from '../../contract/personal';
import { ACCOUNT_MSG, MSG } from '../../model/messages';
import { validateAddress, validateOptionalLandline } from '../../model/register-rules';
import { validateIdCard, validateMobile, validateName, type Validator } from '../../model/validators';
import { getUserBase, saveUserBase, errorText } from '../../api';
import { loadUserInfo } from '../../stores/auth';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { Field, TextField, useFormCss } from './FormField';
import { AreaDialog } from './AreaDialog';
import { PersonalLayout } from './PersonalLayout';
import { InvoiceDetailsForm } from './InvoiceDetailsForm';
import { useFieldErrors } from './useFieldErrors';

type Editable = 'name' | 'mobile' | 'telephone' | 'id_card' | 'address';
const RULES: Record<Editable, Validator> = {
  name: validateName,
  mobile: validateMobile,
  telephone: validateOptionalLandline,
  id_card: validateIdCard,
  address: validateAddress,
};
const BLANK: Record<Editable, string> = { name: '', mobile: '', telephone: '', id_card: '', address: '' };

/** /personal/basicInformation: UserBase, editable contact fields saved with saveUserBase and the §5 validators. */
export function BasicInformationPage() {
  const css = useCss();
  const formCss = useFormCss();
  const [base, setBase] = useState<UserBase | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [areaOpen, setAreaOpen] = useState(false);
  const f = useFieldErrors<Editable>(RULES, BLANK);
  const { setValues } = f;

  const load = () => {
    setFailed(false);
    getUserBase({ silent: true }).then(
      (b) => {
        setBase(b);
        setValues({ name: b.name, mobile: b.mobile, telephone: b.telephone, id_card: b.id_card, address: b.address });
      },
      () => setFailed(true),
    );
  };
  useEffect(load, [setValues]);

  const save = async () => {
    if (!f.validateAll()) return;
    setBusy(true);
    try {
      setBase(await saveUserBase(f.values, { quiet: true }));
      void loadUserInfo().catch(() => undefined);
      toast(ACCOUNT_MSG.profileSaved, 'success');
    } catch (e) {
      toast(errorText(e, MSG.networkError), 'error');
    } finally {
      setBusy(false);
    }
  };

  const text = (field: Editable, label: string, required = true, extra: { maxLength?: number; inputMode?: 'tel' | 'numeric' } = {}) => (
    <TextField
      label={label}
      required={required}
      name={field}
      value={f.values[field]}
      onValue={(v) => f.set(field, v)}
      onBlur={() => f.blur(field)}
      error={f.errors[field]}
      {...extra}
    />
  );

  return (
    <PersonalLayout title="基本信息">
      {failed ? (
        <ErrorBox message="基本信息加载失败" onRetry={load} />
      ) : !base ? (
        <Skeleton rows={4} height={32} />
      ) : (
        <form
          className={formCss}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          noValidate
        >
          <Field label="登录账号">
            <span className={css`padding-top: 8px;`}>{base.username}</span>
          </Field>
          <Field label="单位名称">
            <span className={css`padding-top: 8px;`}>
              {base.vencus_name}
              <span className={css`margin-left: 8px; color: ${t.muted}; font-size: 12px;`}>（{base.client_type_name}，修改请联系客服）</span>
            </span>
          </Field>
          <Field label="所在地区">
            <span className={css`padding-top: 8px;`}>
              {[base.province, base.city, base.area].filter(Boolean).join(' / ') || '未设置'}
              <Button variant="text" size="sm" onClick={() => setAreaOpen(true)}>
                修改
              </Button>
            </span>
          </Field>
          {text('name', '联系人', true, { maxLength: 20 })}
          {text('mobile', '手机号码', true, { maxLength: 11, inputMode: 'tel' })}
          {text('telephone', '座机号码', false, { maxLength: 13 })}
          {text('id_card', '采购人身份证', true, { maxLength: 18 })}
          {text('address', '详细地址', true, { maxLength: 100 })}
          <Field label="">
            <Button type="submit" variant="primary" disabled={busy}>
              {busy ? '保存中…' : '保存'}
            </Button>
          </Field>
        </form>
      )}
      {base && (
        <section id="invoice" aria-labelledby="invoice-title">
          <h2 id="invoice-title" className={css`font-size: 16px; margin: 24px 0 12px;`}>发票信息</h2>
          <InvoiceDetailsForm />
        </section>
      )}
      <AreaDialog
        open={areaOpen}
        onClose={() => {
          setAreaOpen(false);
          load();
        }}
      />
    </PersonalLayout>
  );
}
