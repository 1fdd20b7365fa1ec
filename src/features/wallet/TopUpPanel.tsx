import { useState } from 'react';
import { rechargeWallet } from '../../api/wallet';
import { TOP_UP_OPTIONS } from '../../model/constants';
import { fenToYuan } from '../../model/money';
import { PAY_MSG } from '../../model/payment-messages';
import { topUpBonusFen, WAY_TEXT, type WalletWay } from '../../model/payment-rules';
import { Button } from '../../ui/Button';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { QrPayDialog, type QrRequest } from '../payment';

const MAX_YUAN = 1_000_000;

/**
 * Top-up (充值): the SPEC §9 tiers as quick choices (pay 1000 get 100, pay 5000 get 1000) or another whole amount,
 * WeChat or Alipay, then the same QR dialog as order payment. The bonus shown is the model's rule, the one credited
 * is the server's.
 */
export function TopUpPanel({ onDone }: { onDone: () => void }) {
  const css = useCss();
  const [yuan, setYuan] = useState<number>(TOP_UP_OPTIONS[0].pay);
  const [way, setWay] = useState<WalletWay>('wx');
  const [busy, setBusy] = useState(false);
  const [qr, setQr] = useState<QrRequest | null>(null);
  const valid = Number.isInteger(yuan) && yuan >= 1 && yuan <= MAX_YUAN;
  const bonus = valid ? topUpBonusFen(yuan * 100) : 0;

  async function start() {
    setBusy(true);
    try {
      const r = await rechargeWallet(yuan, way);
      setQr({ codeUrl: r.code_url, pollCode: r.recharge_code, amount: r.amount, way, sandbox: r.sandbox === 1 });
    } catch {
      /* the client has shown the server's message */
    } finally {
      setBusy(false);
    }
  }

  const cls = css`
    display: grid; gap: 12px; padding: 16px; border: 1px solid ${t.border}; border-radius: 8px;
    h2 { margin: 0; font-size: 16px; }
    .row { display: flex; gap: 10px; flex-wrap: wrap; align-items: center; }
    .tier { padding: 10px 16px; border: 1px solid ${t.border}; border-radius: 6px; background: ${t.surface}; cursor: pointer; font: inherit; text-align: left; }
    .tier[aria-pressed='true'] { border-color: ${t.primary}; background: ${t.primarySoft}; }
    .tier b { display: block; }
    .tier span { color: ${t.price}; font-size: 12px; }
    input[type='number'] { width: 140px; height: 34px; padding: 0 8px; border: 1px solid ${t.border}; border-radius: 4px; font: inherit; }
    .bonus { color: ${t.price}; }
    .err { color: ${t.danger}; font-size: 12px; }
  `;
  return (
    <section className={cls} data-testid="top-up" aria-label="账户充值">
      <h2>账户充值</h2>
      <div className="row" role="group" aria-label="充值金额">
        {TOP_UP_OPTIONS.map((o) => (
          <button key={o.pay} type="button" className="tier" aria-pressed={yuan === o.pay} onClick={() => setYuan(o.pay)} data-testid={`tier-${o.pay}`}>
            <b>充 ¥{o.pay}</b>
            <span>送 ¥{o.bonus}</span>
          </button>
        ))}
        <label>
          其他金额（元）{' '}
          <input
            type="number"
            min={1}
            max={MAX_YUAN}
            step={1}
            value={Number.isFinite(yuan) ? yuan : ''}
            onChange={(e) => setYuan(Math.floor(Number(e.target.value)))}
            aria-invalid={!valid}
          />
        </label>
      </div>
      {!valid && <div className="err">{PAY_MSG.topUpRange}</div>}
      <div className="row" role="radiogroup" aria-label="充值方式">
        {(['wx', 'zfb'] as const).map((w) => (
          <label key={w}>
            <input type="radio" name="top-up-way" checked={way === w} onChange={() => setWay(w)} /> {WAY_TEXT[w]}
          </label>
        ))}
      </div>
      <div className="row">
        <span>
          到账 ¥{valid ? fenToYuan(yuan * 100 + bonus) : '0.00'}
          {bonus > 0 && <span className="bonus">（含赠送 ¥{fenToYuan(bonus)}）</span>}
        </span>
        <Button variant="primary" disabled={!valid || busy} onClick={() => void start()} data-testid="top-up-submit">
          立即充值
        </Button>
      </div>
      <QrPayDialog
        request={qr}
        title={`${qr ? WAY_TEXT[qr.way] : ''}扫码充值`}
        successText={PAY_MSG.rechargeSuccess}
        onPaid={() => {
          setQr(null);
          onDone();
        }}
        onClose={() => setQr(null)}
      />
    </section>
  );
}
