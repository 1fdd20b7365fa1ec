import { CLIENT_TYPES, type ClientType } from '../../model/enums';
import { licencesFor } from '../../model/licences';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

const BLURB: Record<ClientType, string> = {
  1: '独立经营的零售药店',
  2: '民营医院、诊所、门诊部等',
  3: '社区卫生服务中心、乡镇卫生院等',
  4: '连锁药店的门店',
  5: '药品零售连锁企业总部',
  6: '药品批发、医药商业公司',
};

/** Step 1: the client type decides which licences are asked for. */
export function ClientTypeStep({ value, onPick }: { value: ClientType | null; onPick: (type: ClientType) => void }) {
  const css = useCss();
  const cls = css`
    display: grid; grid-template-columns: repeat(3, 1fr); gap: 14px;
    button { text-align: left; border: 1px solid ${t.border}; border-radius: 8px; padding: 18px; background: ${t.surface}; cursor: pointer; font: inherit; color: ${t.text}; }
    button:hover { border-color: ${t.primary}; }
    button[aria-pressed='true'] { border-color: ${t.primary}; background: ${t.primarySoft}; box-shadow: 0 0 0 1px ${t.primary} inset; }
    strong { display: block; font-size: 16px; margin-bottom: 4px; }
    span { display: block; color: ${t.muted}; font-size: 13px; }
    em { display: block; margin-top: 8px; font-style: normal; font-size: 12px; color: ${t.primary}; }
  `;
  return (
    <div className={cls} role="group" aria-label="客户类型">
      {(Object.keys(CLIENT_TYPES).map(Number) as ClientType[]).map((type) => {
        const required = licencesFor(type).filter((l) => l.need === 'required').length;
        return (
          <button key={type} type="button" aria-pressed={value === type} onClick={() => onPick(type)} data-testid={`client-type-${type}`}>
            <strong>{CLIENT_TYPES[type]}</strong>
            <span>{BLURB[type]}</span>
            <em>需上传 {required} 项必传资质</em>
          </button>
        );
      })}
    </div>
  );
}
