import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { errorText } from '../../api';
import { getSalesmanBase, saveSalesmanPhone } from '../../api/salesman';
import { MSG } from '../../model/messages';
import { validateMobile } from '../../model/validators';
import { $viewerKey } from '../../stores/viewer';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { Field, TextField, useFormCss } from '../account';
import { Remote } from './Remote';
import { SalesmanLayout } from './SalesmanLayout';

/** 账户资料: who he is, his company and region, his customers; the contact phone can be changed. */
export function AccountDataPage() {
  const css = useCss();
  const viewer = useStore($viewerKey);
  const { state, retry } = useRemote(() => getSalesmanBase({ quiet: true }), viewer);
  return (
    <SalesmanLayout title="账户资料">
      <Remote state={state} retry={retry} rows={2}>
        {(d) => (
          <>
            <dl
              data-testid="salesman-profile"
              className={css`display: grid; grid-template-columns: max-content 1fr; gap: 8px 20px; margin: 0 0 20px; dt { color: ${t.muted}; } dd { margin: 0; }`}
            >
              <dt>姓名</dt>
              <dd>{d.salesman_name}</dd>
              <dt>账号</dt>
              <dd>{d.username}</dd>
              <dt>所属公司</dt>
              <dd>{d.company_name}</dd>
              <dt>负责区域</dt>
              <dd>{d.region || '未设置'}</dd>
              <dt>名下客户</dt>
              <dd>{d.customer_count} 位</dd>
              <dt>正在代客下单</dt>
              <dd>{d.acting ? d.acting.client_name : '无'}</dd>
              <dt>上次登录</dt>
              <dd>{d.last_login_at ?? '首次登录'}</dd>
            </dl>
            <PhoneForm phone={d.phone} onSaved={retry} />
          </>
        )}
      </Remote>
    </SalesmanLayout>
  );
}

function PhoneForm({ phone, onSaved }: { phone: string; onSaved: () => void }) {
  const formCss = useFormCss();
  const [value, setValue] = useState(phone);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const problem = validateMobile(value);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await saveSalesmanPhone(value);
      toast('联系电话已保存', 'success');
      onSaved();
    } catch (e) {
      setError(errorText(e, MSG.httpDefault));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={formCss}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TextField type="tel" label="联系电话" required name="phone" autoComplete="tel" maxLength={11} value={value} onValue={setValue} onBlur={() => setError(validateMobile(value))} error={error} />
      <Field label="">
        <Button type="submit" variant="primary" disabled={busy || value === phone}>
          {busy ? '保存中…' : '保存'}
        </Button>
      </Field>
    </form>
  );
}
