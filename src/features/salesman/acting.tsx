import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { errorText } from '../../api';
import { MSG } from '../../model/messages';
import { $actingFor, endActing, startActing } from '../../stores/acting';
import { Button } from '../../ui/Button';
import { useHostEnv } from '../../ui/host-env';
import { toast } from '../../ui/overlay-store';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/**
 * 代客下单 on a customer card: the token starts buying for that customer. On the site the salesman goes to the
 * store's home to shop for it; inside `<yc-salesman-console>` he stays (the host's other elements now buy for the
 * customer, and the host hears `yc:acting-start`).
 */
export function ActForButton({ customerId, name, disabled, reason }: { customerId: number; name: string; disabled?: boolean; reason?: string }) {
  const env = useHostEnv();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const actingFor = useStore($actingFor);
  const go = async () => {
    setBusy(true);
    try {
      await startActing(customerId);
      toast(`已开始为「${name}」代客下单`, 'success');
      if (env.kind === 'site') navigate('/home');
    } catch (e) {
      toast(errorText(e, MSG.httpDefault), 'error');
    } finally {
      setBusy(false);
    }
  };
  const current = actingFor === name;
  const text = current ? '继续代客下单' : '代客下单';
  return (
    <Button
      variant="primary"
      size="sm"
      disabled={disabled || busy}
      title={disabled ? reason : undefined}
      // The visible words first (WCAG 2.5.3), then whose card it is.
      aria-label={`${text}：${name}`}
      data-testid="act-for"
      onClick={() => void go()}
    >
      {text}
    </Button>
  );
}

/** 结束代客: the session is the salesman's alone again; the site returns to his customer list. */
export function EndActingButton({ compact = false }: { compact?: boolean }) {
  const env = useHostEnv();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const end = async () => {
    setBusy(true);
    try {
      await endActing();
      toast('已结束代客下单', 'success');
      if (env.kind === 'site') navigate('/salesman/myCustomer');
    } catch (e) {
      toast(errorText(e, MSG.httpDefault), 'error');
    } finally {
      setBusy(false);
    }
  };
  return compact ? (
    <button type="button" data-testid="end-acting" disabled={busy} onClick={() => void end()}>
      结束代客
    </button>
  ) : (
    <Button size="sm" data-testid="end-acting" disabled={busy} onClick={() => void end()}>
      结束代客
    </Button>
  );
}

/** The console's reminder while acting: for whom, where to shop for it, and 结束代客. */
export function ActingBanner() {
  const css = useCss();
  const env = useHostEnv();
  const actingFor = useStore($actingFor);
  if (!actingFor) return null;
  return (
    <div
      role="status"
      data-testid="acting-banner"
      className={css`display: flex; align-items: center; gap: 12px; flex-wrap: wrap; padding: 8px 14px; margin-bottom: 12px; border-radius: 6px; background: ${t.warnSoft}; color: ${t.warn};`}
    >
      <span>
        正在为 <b>{actingFor}</b> 代客下单：购物车、下单和订单都属于该客户
      </span>
      <Button size="sm" variant="text" onClick={() => env.navigate('/home')}>
        去采购
      </Button>
      <Button size="sm" variant="text" onClick={() => env.navigate('/personal/myOrder')}>
        客户的订单
      </Button>
      <EndActingButton />
    </div>
  );
}
