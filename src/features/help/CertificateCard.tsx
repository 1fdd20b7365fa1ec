import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import type { Certificate } from './certificates';

/** One licence drawn as a certificate: coloured title band, number, facts, issuer, validity and a seal. */
export function CertificateCard({ cert, holder, anchor }: { cert: Certificate; holder: string; anchor?: string }) {
  const css = useCss();
  const cls = css`
    background: #fffdf7; border: 1px solid #e8dfc8; border-radius: 8px; padding: 8px; box-shadow: 0 2px 8px rgba(0,0,0,.05);
    .frame { border: 2px solid var(--tone); border-radius: 4px; padding: 0 0 16px; height: 100%; box-sizing: border-box; display: flex; flex-direction: column; }
    h3 { margin: 0; padding: 12px 16px; background: var(--tone); color: #fff; font-size: 18px; letter-spacing: 4px; text-align: center; }
    .no { text-align: center; margin: 12px 16px 10px; font-size: 13px; color: ${t.muted}; }
    .no strong { display: block; font-size: 17px; color: ${t.text}; letter-spacing: .5px; font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; margin-top: 2px; overflow-wrap: anywhere; }
    dl { margin: 0 16px; display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; font-size: 13px; }
    dt { color: ${t.muted}; white-space: nowrap; }
    dd { margin: 0; color: ${t.text}; }
    .foot { margin: auto 16px 0; padding-top: 12px; border-top: 1px dashed #e0d6bd; display: flex; align-items: center; justify-content: space-between; gap: 12px; font-size: 13px; }
    .issued { display: grid; gap: 2px; }
    .valid { color: var(--tone); font-weight: 600; }
    .seal { flex: none; width: 86px; height: 86px; box-sizing: border-box; padding: 4px; border: 2px solid rgba(200,16,46,.75); border-radius: 50%; color: rgba(200,16,46,.8); display: flex; align-items: center; justify-content: center; text-align: center; font-size: 11px; line-height: 1.3; transform: rotate(-14deg); font-weight: 700; }
  `;
  return (
    <article id={anchor} className={cls} style={{ ['--tone' as string]: cert.tone }} aria-labelledby={`cert-${cert.number}`} data-testid="certificate">
      <div className="frame">
        <h3 id={`cert-${cert.number}`}>{cert.name}</h3>
        <div className="no">
          {cert.numberLabel}
          <strong>{cert.number}</strong>
        </div>
        <dl>
          {cert.facts.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="foot">
          <div className="issued">
            <span>发证机关：{cert.issuer}</span>
            <span className="valid">
              有效期：{cert.validFrom} 至 {cert.validTo}
            </span>
          </div>
          <div className="seal" aria-hidden="true">
            {holder.replace(/有限公司$/, '')}
            <br />
            ★
            <br />
            资质专用章
          </div>
        </div>
      </div>
    </article>
  );
}
