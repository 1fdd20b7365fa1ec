import { useEffect, useState } from 'react';
import { CLIENT_TYPES, type ClientType } from '../../model/enums';
import { licenceNeed, type LicenceKey } from '../../model/licences';
import { ACCOUNT_MSG, MSG } from '../../model/messages';
import { licenceProblems, validateUsername, type RegisterInput } from '../../model/register-rules';
import { registerCheck, saveRegister, errorText } from '../../api';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { EMPTY_AREA, areaErrors, useFormCss, type AreaErrors, type AreaValue } from '../account';
import { AccountStep } from './AccountStep';
import { ClientTypeStep } from './ClientTypeStep';
import { LicenceStep } from './LicenceStep';
import type { DetailValues } from './LicenceDetailFields';
import { givenDetails, licenceDetailProblems } from '../../model/compliance-forms';
import { chinaDay } from '../../model/date-range';
import type { Picture } from './LicenceUpload';
import { PendingReview } from './PendingReview';
import { useRegisterForm } from './useRegisterForm';

const STEPS = ['选择客户类型', '填写账号信息', '上传资质', '等待审核'];

/** /register: client type → account details with SMS verify → licences → submitted, waiting for review. */
export function RegisterPage() {
  const css = useCss();
  const formCss = useFormCss();
  const [step, setStep] = useState(0);
  const [type, setType] = useState<ClientType | null>(null);
  const form = useRegisterForm();
  const [area, setArea] = useState<AreaValue>(EMPTY_AREA);
  const [areaErrs, setAreaErrs] = useState<AreaErrors>({});
  const [bdId, setBdId] = useState(0);
  const [pictures, setPics] = useState<Partial<Record<LicenceKey, Picture[]>>>({});
  const [licenceErrors, setLicenceErrors] = useState<Record<string, string>>({});
  const [details, setDetails] = useState<Partial<Record<LicenceKey, DetailValues>>>({});
  const [busy, setBusy] = useState(false);
  // Licences whose picture is still uploading: submitting now would call them missing.
  const [uploading, setUploading] = useState<ReadonlySet<LicenceKey>>(new Set());
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [step]);

  // Only the licences of the chosen type: pictures picked before switching type stay out.
  const urls = () =>
    Object.fromEntries(
      Object.entries(pictures)
        .filter(([k, list]) => type && list?.length && licenceNeed(k as LicenceKey, type))
        .map(([k, list]) => [k, (list ?? []).map((p) => p.url)]),
    ) as RegisterInput['licences'];

  const checkUsername = async (): Promise<boolean> => {
    const rule = validateUsername(form.values.username);
    form.setError('username', rule);
    if (rule) return false;
    try {
      const r = await registerCheck(form.values.username.trim());
      form.setError('username', r.available ? null : ACCOUNT_MSG.usernameTaken);
      return r.available;
    } catch {
      return true; // the server checks again on submit
    }
  };

  const toLicences = async () => {
    const fieldsOk = form.validateAll();
    const aErr = areaErrors(area);
    setAreaErrs(aErr);
    const areaOk = !aErr.province && !aErr.city && !aErr.area;
    if (!fieldsOk || !areaOk || !(await checkUsername())) {
      toast('请按提示修改填写有误的信息', 'warning');
      return;
    }
    setStep(2);
  };

  // Particulars only of the chosen type's certificates that the registrant started filling in.
  const licenceInfo = () => givenDetails(details).filter((d) => type && licenceNeed(d.kind as LicenceKey, type));

  const submit = async () => {
    if (!type) return;
    const problems = { ...licenceProblems(type, urls()), ...licenceDetailProblems(licenceInfo(), urls(), chinaDay(new Date())) };
    setLicenceErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      const info = licenceInfo();
      const input: RegisterInput = { ...form.values, ...area, client_type: type, bd_id: bdId, licences: urls(), ...(info.length ? { licence_info: info } : {}) };
      const r = await saveRegister(input, { quiet: true });
      setDone(r.username);
      setStep(3);
    } catch (e) {
      const msg = errorText(e, MSG.networkError);
      toast(msg, 'error');
      if (msg === ACCOUNT_MSG.verifyWrong) {
        form.setError('code', msg);
        setStep(1);
      } else if (msg === ACCOUNT_MSG.usernameTaken) {
        form.setError('username', msg);
        setStep(1);
      }
    } finally {
      setBusy(false);
    }
  };

  const cls = css`
    max-width: 960px; margin: 0 auto; background: ${t.surface}; border-radius: 10px; padding: 24px 32px 32px;
    h1 { margin: 0 0 16px; font-size: 22px; color: ${t.primary}; }
    h2.part { margin: 20px 0 10px; font-size: 15px; padding-left: 8px; border-left: 3px solid ${t.primary}; }
    ol.steps { display: flex; list-style: none; padding: 0; margin: 0 0 24px; counter-reset: s; }
    ol.steps li { flex: 1; text-align: center; color: ${t.muted}; font-size: 13px; position: relative; padding-top: 34px; }
    ol.steps li::before { counter-increment: s; content: counter(s); position: absolute; top: 0; left: 50%; transform: translateX(-50%); width: 26px; height: 26px; line-height: 26px; border-radius: 50%; background: #e5e7eb; color: #fff; font-weight: 700; }
    ol.steps li[data-state='done']::before, ol.steps li[data-state='now']::before { background: ${t.primary}; }
    ol.steps li[data-state='now'] { color: ${t.primary}; font-weight: 600; }
    .nav { display: flex; justify-content: center; gap: 12px; margin-top: 24px; }
    .type { color: ${t.muted}; font-size: 13px; margin: -8px 0 8px; }
    .login { text-align: right; font-size: 13px; margin-top: -36px; margin-bottom: 20px; }
    .login a { color: ${t.primary}; }
  `;
  return (
    <div className={cls}>
      <h1>注册药采账号</h1>
      <div className="login">
        已有账号？<a href="/login">立即登录</a>
      </div>
      <ol className="steps" aria-label="注册步骤">
        {STEPS.map((s, i) => (
          <li key={s} data-state={i < step ? 'done' : i === step ? 'now' : 'todo'} aria-current={i === step ? 'step' : undefined}>
            {s}
          </li>
        ))}
      </ol>
      {step === 0 && (
        <>
          <ClientTypeStep value={type} onPick={setType} />
          <div className="nav">
            <Button variant="primary" size="lg" disabled={!type} onClick={() => setStep(1)}>
              下一步
            </Button>
          </div>
        </>
      )}
      {step === 1 && type && (
        <form className={formCss} noValidate onSubmit={(e) => (e.preventDefault(), void toLicences())}>
          <p className="type">客户类型：{CLIENT_TYPES[type]}</p>
          <AccountStep
            form={form}
            area={area}
            setArea={setArea}
            areaErrs={areaErrs}
            setAreaErrs={setAreaErrs}
            bdId={bdId}
            setBdId={setBdId}
            onUsernameBlur={() => void checkUsername()}
          />
          <div className="nav">
            <Button onClick={() => setStep(0)}>上一步</Button>
            <Button type="submit" variant="primary" size="lg">
              下一步
            </Button>
          </div>
        </form>
      )}
      {step === 2 && type && (
        <div>
          <LicenceStep
            type={type}
            pictures={pictures}
            setPictures={(key, list) => {
              setPics((p) => ({ ...p, [key]: list }));
              setLicenceErrors((e) => {
                const { [`licence.${key}`]: _gone, ...rest } = e;
                return rest;
              });
            }}
            details={details}
            setDetails={(key, v) => {
              setDetails((d) => ({ ...d, [key]: v }));
              setLicenceErrors((e) => {
                const { [`licenceInfo.${key}`]: _gone, ...rest } = e;
                return rest;
              });
            }}
            errors={licenceErrors}
            onUploading={(key, on) =>
              setUploading((was) => {
                const next = new Set(was);
                if (on) next.add(key);
                else next.delete(key);
                return next;
              })
            }
          />
          <div className="nav">
            <Button onClick={() => setStep(1)}>上一步</Button>
            <Button variant="primary" size="lg" disabled={busy || uploading.size > 0} onClick={() => void submit()}>
              {busy ? '提交中…' : uploading.size > 0 ? '图片上传中…' : '提交注册'}
            </Button>
          </div>
        </div>
      )}
      {step === 3 && done && <PendingReview username={done} />}
    </div>
  );
}
