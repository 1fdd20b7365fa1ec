import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { getNotifier } from '../../api';
import { $arrivals, isWaiting, loadArrivals, setArrival } from '../../stores/arrivals';
import { $isLogin } from '../../stores/session';
import { Button } from '../../ui/Button';

export const ARRIVAL_TEXT = {
  subscribe: '到货提醒',
  subscribed: '已订阅到货提醒',
  cancel: '取消到货提醒',
  done: '已订阅，到货后将在消息中心通知您',
  cancelled: '已取消到货提醒',
} as const;

/** 到货提醒 for a product the buyer cannot buy for lack of stock: subscribe, or cancel once subscribed. */
export function ArrivalButton({ productId, name, size = 'md' }: { productId: number; name: string; size?: 'sm' | 'md' | 'lg' }) {
  const isLogin = useStore($isLogin);
  const list = useStore($arrivals);
  useEffect(() => {
    if (isLogin && list === null) void loadArrivals();
  }, [isLogin, list]);
  if (!isLogin) return null;
  const waiting = isWaiting(list, productId);
  return (
    <Button
      size={size}
      variant={waiting ? 'default' : 'primary'}
      data-testid="arrival-button"
      aria-pressed={waiting}
      aria-label={`${waiting ? ARRIVAL_TEXT.cancel : ARRIVAL_TEXT.subscribe}：${name}`}
      onClick={() =>
        void setArrival(productId, !waiting).then((ok) => ok && getNotifier().message(waiting ? ARRIVAL_TEXT.cancelled : ARRIVAL_TEXT.done, 'success'))
      }
    >
      {waiting ? ARRIVAL_TEXT.subscribed : ARRIVAL_TEXT.subscribe}
    </Button>
  );
}
