import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { CART_MSG } from '../../model/messages';
import { $additional, deleteAdditionalLines, moveAdditionalToCart } from '../../stores/cart';
import { Button } from '../../ui/Button';
import { askDelete } from './ask-delete';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** 暂存清单: lines parked outside the checkout, collapsible; move back to the cart or delete. */
export function AdditionalSection() {
  const css = useCss();
  const list = useStore($additional);
  const [open, setOpen] = useState(false);
  const count = list?.length ?? 0;
  const cls = css`
    margin-top: 16px; border: 1px solid ${t.border}; border-radius: 8px; background: ${t.surface};
    > button { display: flex; width: 100%; align-items: center; gap: 8px; padding: 12px 16px; border: none; background: none; font: inherit; font-weight: 600; cursor: pointer; color: ${t.text}; text-align: left; }
    > button .c { color: ${t.muted}; font-weight: 400; font-size: 12px; }
    > button::after { content: '▾'; margin-left: auto; color: ${t.muted}; transition: transform .15s; }
    > button[aria-expanded='false']::after { transform: rotate(-90deg); }
    ul { list-style: none; margin: 0; padding: 0 16px 8px; }
    li { display: grid; grid-template-columns: minmax(0, 1fr) 90px 80px auto; gap: 12px; align-items: center; padding: 10px 0; border-top: 1px dashed ${t.border}; }
    .m { color: ${t.muted}; font-size: 12px; }
    .w { color: ${t.warn}; font-size: 12px; }
    .ops { display: flex; gap: 4px; }
    p { margin: 0; padding: 0 16px 14px; color: ${t.muted}; font-size: 13px; }
  `;
  return (
    <section className={cls} aria-label={CART_MSG.additionalTitle} data-testid="additional">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {CART_MSG.additionalTitle}
        <span className="c">（{count}）</span>
      </button>
      {open &&
        (count === 0 ? (
          <p>
            {CART_MSG.additionalEmpty}。{CART_MSG.additionalHint}
          </p>
        ) : (
          <ul>
            {list!.map((line) => (
              <li key={line.id} data-testid="additional-line">
                <span>
                  <strong>{line.ty_name}</strong>
                  <span className="m">
                    {' '}
                    {line.product_standard} · {line.manufacturer}
                  </span>
                  {line.warnTip && <span className="w"> {line.warnTip}</span>}
                </span>
                <span>¥{line.price}</span>
                <span className="m">
                  ×{line.amount}
                  {line.product_dw}
                </span>
                <span className="ops">
                  <Button size="sm" onClick={() => void moveAdditionalToCart([line.id])}>
                    {CART_MSG.moveToCart}
                  </Button>
                  <Button
                    size="sm"
                    variant="text"
                    aria-label={`${CART_MSG.remove}：${line.ty_name}`}
                    onClick={async () => {
                      if (await askDelete(CART_MSG.confirmDelete(line.ty_name))) await deleteAdditionalLines([line.id]);
                    }}
                  >
                    {CART_MSG.remove}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
