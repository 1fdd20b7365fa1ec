import { useEffect, useState } from 'react';
import type { DictOption } from '../../contract/register';
import { MSG } from '../../model/messages';
import { validateMobile } from '../../model/validators';
import { getBd, getVerify, errorText } from '../../api';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { AreaSelects, Field, TextField, areaErrors, type AreaErrors, type AreaValue } from '../account';
import type { RegisterForm } from './useRegisterForm';
import { useCountdown } from './useCountdown';

/** Step 2: account, unit, contact, the SMS verify code, area and referrer. Messages appear on blur (SPEC §5). */
export function AccountStep({ form, area, setArea, areaErrs, setAreaErrs, bdId, setBdId, onUsernameBlur }: {
  form: RegisterForm;
  area: AreaValue;
  setArea: (v: AreaValue) => void;
  areaErrs: AreaErrors;
  setAreaErrs: (e: AreaErrors) => void;
  bdId: number;
  setBdId: (id: number) => void;
  onUsernameBlur: () => void;
}) {
  const [bd, setBd] = useState<DictOption[]>([]);
  const [demoCode, setDemoCode] = useState<string | null>(null);
  const [wait, startWait] = useCountdown();
  const [sending, setSending] = useState(false);
  useEffect(() => {
    void getBd().then(setBd, () => undefined);
  }, []);

  const sendCode = async () => {
    const problem = validateMobile(form.values.mobile);
    form.setError('mobile', problem);
    if (problem) return;
    setSending(true);
    try {
      const r = await getVerify(form.values.mobile.trim(), { quiet: true });
      startWait(r.cooldown);
      setDemoCode(r.code ?? null);
      toast('验证码已发送，请注意查收短信', 'success');
    } catch (e) {
      toast(errorText(e, MSG.networkError), 'error');
    } finally {
      setSending(false);
    }
  };

  const text = (
    field: Exclude<keyof RegisterForm['values'], never>,
    label: string,
    opts: { required?: boolean; type?: 'text' | 'password' | 'tel'; hint?: string; maxLength?: number; onBlur?: () => void; after?: React.ReactNode; autoComplete?: string } = {},
  ) => (
    <TextField
      label={label}
      name={field}
      required={opts.required ?? true}
      type={opts.type}
      hint={opts.hint}
      maxLength={opts.maxLength}
      autoComplete={opts.autoComplete}
      value={form.values[field]}
      onValue={(v) => form.set(field, v)}
      onBlur={opts.onBlur ?? (() => form.blur(field))}
      error={form.errors[field]}
      after={opts.after}
    />
  );

  return (
    <>
      <h2 className="part">账号信息</h2>
      {text('username', '登录账号', { hint: '4-20位字母、数字或下划线，以字母开头', maxLength: 20, onBlur: onUsernameBlur, autoComplete: 'username' })}
      {text('password', '登录密码', { type: 'password', hint: '6-12位字母、数字或下划线', maxLength: 12, autoComplete: 'new-password' })}
      {text('confirm_password', '确认密码', { type: 'password', maxLength: 12, autoComplete: 'new-password' })}
      <h2 className="part">单位信息</h2>
      {text('vencus_name', '单位名称', { hint: '与营业执照或执业许可证上的名称一致', maxLength: 50 })}
      <AreaSelects
        value={area}
        onChange={(v) => {
          setArea(v);
          setAreaErrs(Object.fromEntries(Object.entries(areaErrs).map(([k, m]) => [k, m && areaErrors(v)[k as keyof AreaValue]])));
        }}
        errors={areaErrs}
        onBlurField={(f) => setAreaErrs({ ...areaErrs, [f]: areaErrors(area)[f] })}
      />
      {text('address', '详细地址', { maxLength: 100 })}
      <h2 className="part">联系人</h2>
      {text('name', '联系人姓名', { maxLength: 20 })}
      {text('mobile', '手机号码', {
        type: 'tel',
        maxLength: 11,
        after: (
          <Button onClick={() => void sendCode()} disabled={sending || wait > 0}>
            {wait > 0 ? `${wait}秒后重新获取` : '获取验证码'}
          </Button>
        ),
      })}
      {text('code', '短信验证码', { maxLength: 6, hint: demoCode ? `演示环境短信验证码：${demoCode}` : '验证码5分钟内有效' })}
      {text('telephone', '座机号码', { required: false, hint: '选填，如 021-12345678', maxLength: 13 })}
      {text('id_card', '采购人身份证', { maxLength: 18 })}
      <Field label="推荐业务员" hint="选填，审核通过后由该业务员为您服务">
        <select name="bd_id" value={bdId || ''} onChange={(e) => setBdId(Number(e.target.value) || 0)} aria-label="推荐业务员">
          <option value="">无</option>
          {bd.map((o) => (
            <option key={o.dictValue} value={o.dictValue}>
              {o.dictLabel}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}
