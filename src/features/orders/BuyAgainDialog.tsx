import type { BuyAgainLine } from '../../contract/orders';
import { ORDER_MSG } from '../../model/messages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useHostEnv } from '../../ui/host-env';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** 再次购买 with lines that could not go back in the cart: each named with its reason, none dropped silently. */
export function BuyAgainDialog({ result, onClose }: { result: { added: number; lines: BuyAgainLine[] } | null; onClose: () => void }) {
  const css = useCss();
  const env = useHostEnv();
  const cls = css`
    ul { list-style: none; margin: 8px 0 0; padding: 0; max-height: 320px; overflow: auto; }
    li { padding: 8px 0; border-bottom: 1px dashed ${t.border}; display: flex; justify-content: space-between; gap: 12px; }
    .ok { color: ${t.primary}; }
    .no { color: ${t.danger}; font-size: 13px; text-align: right; }
  `;
  return (
    <Dialog
      open={result !== null}
      title="再次购买"
      onClose={onClose}
      testId="buy-again-dialog"
      width={520}
      footer={
        <>
          <Button onClick={onClose}>关闭</Button>
          {result && result.added > 0 && (
            <Button variant="primary" onClick={() => (onClose(), env.navigate('/shopCart'))}>
              去购物车
            </Button>
          )}
        </>
      }
    >
      {result && (
        <div className={cls}>
          <p>{result.added > 0 ? ORDER_MSG.buyAgainAdded(result.added) : ORDER_MSG.buyAgainNone}</p>
          <ul>
            {result.lines.map((l) => (
              <li key={l.product_id} data-added={l.added}>
                <span>
                  {l.ty_name} <small>{l.product_standard}</small> × {l.amount}
                </span>
                {l.added ? <span className="ok">已加入</span> : <span className="no">{l.refusal?.text}（{l.refusal?.fixText}）</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
