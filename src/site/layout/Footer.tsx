import { Link } from 'wouter';
import { HOTLINE, RECORD_FILING_NUMBER } from '../../model/constants';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

const PROMISES = ['正品保障', '极速配送', '售后无忧', '专业服务'];
const HELP = [
  { title: '新手指南', links: [['登录注册', 'login'], ['采购流程', 'purchase'], ['免费加盟', 'join']] },
  { title: '售后服务', links: [['退货规则', 'returnRules'], ['退货流程', 'returnFlow'], ['退货地址', 'returnAddress']] },
  { title: '支付方式', links: [['银行转账', 'bankTransfer']] },
  { title: '关于我们', links: [['资质证书', 'qualification'], ['联系我们', 'contact']] },
] as const;

/** Footer (SPEC §1): service promises, help links, licences, record-filing number. */
export function Footer() {
  const css = useCss();
  const cls = css`
    background: #fff; border-top: 1px solid ${t.border}; margin-top: 32px; color: ${t.muted}; font-size: 13px;
    .in { max-width: 1200px; margin: 0 auto; padding: 24px 16px; }
    .promises { display: flex; justify-content: space-around; padding-bottom: 20px; border-bottom: 1px solid ${t.border}; font-size: 16px; color: ${t.text}; font-weight: 600; }
    .promises span::before { content: '✓ '; color: ${t.primary}; }
    .help { display: grid; grid-template-columns: repeat(4, 1fr) 1.3fr; gap: 16px; padding: 20px 0; }
    h4 { margin: 0 0 8px; color: ${t.text}; font-size: 14px; }
    a { display: block; color: ${t.muted}; text-decoration: none; line-height: 1.9; }
    a:hover { color: ${t.primary}; }
    .hot { font-size: 20px; color: ${t.primary}; font-weight: 700; }
    .legal { text-align: center; line-height: 1.9; border-top: 1px solid ${t.border}; padding-top: 14px; font-size: 12px; }
  `;
  return (
    <footer className={cls}>
      <div className="in">
        <div className="promises">
          {PROMISES.map((p) => (
            <span key={p}>{p}</span>
          ))}
        </div>
        <div className="help">
          {HELP.map((g) => (
            <div key={g.title}>
              <h4>{g.title}</h4>
              {g.links.map(([label, name]) => (
                <Link key={name} href={`/help?name=${name}`}>
                  {label}
                </Link>
              ))}
            </div>
          ))}
          <div>
            <h4>客服热线</h4>
            <div className="hot">{HOTLINE}</div>
            <div>周一至周六 8:30-18:00</div>
          </div>
        </div>
        <div className="legal">
          <div>药品经营许可证：沪AA0210001　互联网药品信息服务资格证书：(沪)-经营性-2021-0088　医疗器械经营许可证：沪浦食药监械经营许20210066号</div>
          <div>
            © 2021-2026 药采 YaoCai　<span data-testid="record-filing">{RECORD_FILING_NUMBER}</span>
          </div>
        </div>
      </div>
    </footer>
  );
}
