import { useRef } from 'react';
import { MSG } from '../../model/messages';
import { Button } from '../../ui/Button';
import { useHostEnv } from '../../ui/host-env';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useDismiss } from './useDismiss';

/**
 * The join tip (SPEC §2.11): 成功加入采购计划 with the cart's count of products, go to the cart or keep shopping.
 * Not modal, so the page stays usable; Escape and a press elsewhere close it (SPEC §4 side panels).
 */
export function AddedTip({ added, onClose }: { added: { count: number } | null; onClose: () => void }) {
  const env = useHostEnv();
  const css = useCss();
  const ref = useRef<HTMLDialogElement>(null);
  const open = added !== null;
  useDismiss(ref, open, onClose);
  if (!open) return null;
  const cls = css`
    position: fixed; left: 50%; top: 28%; right: auto; margin: 0; border: none; transform: translateX(-50%); z-index: 2147482000; width: 340px; max-width: calc(100vw - 32px);
    background: ${t.surface}; color: ${t.text}; border-radius: 8px; box-shadow: 0 12px 40px rgba(0,0,0,.22); padding: 18px 20px 16px;
    font: 14px/1.5 ${t.font}; box-sizing: border-box;
    h3 { margin: 0 0 6px; font-size: 16px; display: flex; align-items: center; gap: 8px; }
    h3::before { content: '✓'; display: inline-flex; width: 22px; height: 22px; border-radius: 50%; background: ${t.primary}; color: #fff; font-size: 13px; align-items: center; justify-content: center; }
    p { margin: 0 0 14px; color: ${t.muted}; }
    p strong { color: ${t.price}; }
    .x { position: absolute; top: 8px; right: 10px; border: none; background: none; font-size: 18px; color: ${t.muted}; cursor: pointer; }
    .b { display: flex; justify-content: flex-end; gap: 8px; }
  `;
  return (
    // A non-modal <dialog open>: the page stays usable; closing is useDismiss's job.
    <dialog open ref={ref} className={cls} aria-label={MSG.addedToCart} data-testid="added-tip">
      <button type="button" className="x" aria-label="关闭" onClick={onClose}>
        ×
      </button>
      <h3>{MSG.addedToCart}</h3>
      <p>
        购物车共 <strong data-testid="added-count">{added.count}</strong> 种商品
      </p>
      <div className="b">
        <Button onClick={onClose}>{MSG.continueShopping}</Button>
        <Button
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog's primary action takes the focus (WAI-ARIA dialog pattern)
          autoFocus
          variant="primary"
          onClick={() => {
            onClose();
            env.navigate('/shopCart');
          }}
        >
          {MSG.goCart}
        </Button>
      </div>
    </dialog>
  );
}
