import { Link } from 'wouter';
import { CERTIFICATES, HELP_GROUPS, helpHref, helpTitle, useSiteLicences } from '../../features/help';
import { certHref, siteLicenceKeyOf } from '../../model/site-licences';
import { HOTLINE, RECORD_FILING_NUMBER } from '../../model/constants';
import { PAY_GROUP_TEXT, type PayGroup } from '../../model/payment-rules';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { media, TOUCH_TARGET } from '../../ui/breakpoints';

const PROMISES = ['正品保障', '极速配送', '售后无忧', '专业服务'];
/** Every way the store takes payment (the pay page offers each where the order and the client allow it). */
const PAY_METHODS: PayGroup[] = ['wechat', 'alipay', 'bankTransfer', 'balance', 'credit'];
/**
 * Licences quoted in the footer: the two the configuration numbers (GET /w1/siteLicences), each a link to its
 * picture on the certificates page, then the device licence from the certificates page's data.
 */
const FOOTER_LICENCES = ['药品经营许可证', '互联网药品信息服务资格证书', '医疗器械经营许可证'];

/** Footer (SPEC §1): service promises, help links, licences, record-filing number. */
export function Footer() {
  const css = useCss();
  const configured = useSiteLicences();
  const cls = css`
    background: #fff; border-top: 1px solid ${t.border}; margin-top: 32px; color: ${t.muted}; font-size: 13px;
    .in { max-width: 1200px; margin: 0 auto; padding: 24px 16px; }
    .promises { display: flex; justify-content: space-around; padding-bottom: 20px; border-bottom: 1px solid ${t.border}; font-size: 16px; color: ${t.text}; font-weight: 600; }
    .promises span::before { content: '✓ '; color: ${t.primary}; }
    .help { display: grid; grid-template-columns: repeat(4, 1fr) 1.3fr; gap: 16px; padding: 20px 0; }
    h2 { margin: 0 0 8px; color: ${t.text}; font-size: 14px; }
    a, [data-testid='pay-methods'] span { display: block; color: ${t.muted}; text-decoration: none; line-height: 1.9; }
    a:hover { color: ${t.primary}; }
    .hot { font-size: 20px; color: ${t.primary}; font-weight: 700; }
    .legal { text-align: center; line-height: 1.9; border-top: 1px solid ${t.border}; padding-top: 14px; font-size: 12px; }
    .legal .licences { display: flex; justify-content: center; flex-wrap: wrap; gap: 0 16px; }
    .legal .licences a { display: inline; }
    ${media.phone} {
      .in { padding: 16px 12px; }
      .promises { flex-wrap: wrap; gap: 8px 16px; justify-content: center; font-size: 14px; }
      .help { grid-template-columns: 1fr 1fr; gap: 8px 16px; }
      .help > :last-child { grid-column: 1 / -1; }
      .help a, .help [data-testid='pay-methods'] span { display: flex; align-items: center; min-height: ${TOUCH_TARGET}px; }
    }
  `;
  return (
    <footer className={cls} aria-label="网站信息">
      <div className="in">
        <div className="promises">
          {PROMISES.map((p) => (
            <span key={p}>{p}</span>
          ))}
        </div>
        <div className="help">
          {HELP_GROUPS.map((g) =>
            g.title === '支付方式' ? (
              <div key={g.title} data-testid="pay-methods">
                <h2>{g.title}</h2>
                {PAY_METHODS.map((m) =>
                  m === 'bankTransfer' ? (
                    <Link key={m} href={helpHref('bankTransfer')}>
                      {PAY_GROUP_TEXT[m]}
                    </Link>
                  ) : (
                    <span key={m}>{PAY_GROUP_TEXT[m]}</span>
                  ),
                )}
              </div>
            ) : (
              <div key={g.title}>
                <h2>{g.title}</h2>
                {g.topics.map((name) => (
                  <Link key={name} href={helpHref(name)}>
                    {helpTitle(name)}
                  </Link>
                ))}
              </div>
            ),
          )}
          <div>
            <h2>客服热线</h2>
            <div className="hot">{HOTLINE}</div>
            <div>周一至周六 8:30-18:00</div>
          </div>
        </div>
        <div className="legal">
          <div className="licences" data-testid="site-licences">
            {CERTIFICATES.filter((c) => FOOTER_LICENCES.includes(c.name)).map((c) => {
              const key = siteLicenceKeyOf(c.name);
              const number = configured.find((s) => s.key === key)?.number ?? c.number;
              return key ? (
                <Link key={c.name} href={certHref(key)}>
                  {c.name}：{number}
                </Link>
              ) : (
                <span key={c.name}>
                  {c.name}：{number}
                </span>
              );
            })}
          </div>
          <div>
            © 2021-2026 药采 YaoCai　<span data-testid="record-filing">{RECORD_FILING_NUMBER}</span>
          </div>
        </div>
      </div>
    </footer>
  );
}
