import { useEffect, useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { Product } from '../../contract/catalog';
import { QUICK_MSG } from '../../model/messages';
import { warningText } from '../../model/product-rules';
import { productRefusal, purchaseState } from '../../model/purchase-rules';
import { toast } from '../../ui/overlay-store';
import { useCss } from '../../ui/styled';
import { useHighlight } from '../../ui/useHighlight';
import { t } from '../../ui/theme';
import { looksLikeCode } from '../../model/batch-rules';
import { useProductOptions } from './useProductOptions';

export interface ProductCellProps {
  label: string;
  /** The row's text: the product's name for a listed line, what was typed for a draft. */
  value: string;
  /** Listed line: editing replaces its product; Escape or leaving restores the name. */
  listed?: boolean;
  onText?: (text: string) => void;
  onPick: (p: Product) => void;
  /** Enter with nothing to pick from. */
  onEnter: (text: string) => void;
  /** Clipboard text of several cells; the grid reads it as rows. */
  onPasteRows: (text: string) => void;
  onMove: (delta: 1 | -1) => void;
  onDelete: () => void;
  inputRef: (el: HTMLInputElement | null) => void;
}

const isDelete = (e: KeyboardEvent) => (e.key === 'Delete' || e.key === 'Backspace') && (e.ctrlKey || e.metaKey);

/**
 * The product cell: an ARIA combobox over the product search (name, pinyin initials, approval number…). ↑↓ move
 * through the options, Enter picks (the first when none is highlighted; an Enter typed before the options arrive
 * picks the first that arrives), Escape closes. Products that cannot be bought are listed, disabled, with why.
 */
export function ProductCell({ label, value, listed, onText, onPick, onEnter, onPasteRows, onMove, onDelete, inputRef }: ProductCellProps) {
  const css = useCss();
  const id = useId();
  const [text, setText] = useState(value);
  const [dirty, setDirty] = useState(false);
  const [open, setOpen] = useState(false);
  const [enterPending, setEnterPending] = useState(false);
  useEffect(() => {
    if (!dirty) setText(value);
  }, [value, dirty]);

  const keyword = text.trim();
  const { options, loading, settled } = useProductOptions(text, open && dirty && keyword !== '');
  const [active, setActive] = useHighlight(settled);
  const showList = open && dirty && keyword !== '' && (loading || settled !== '');

  const choose = (p: Product | undefined) => {
    if (!p) return;
    if (!purchaseState(p).canBuy) {
      toast(productRefusal(p, purchaseState(p).rule.min)?.text ?? QUICK_MSG.noMatch, 'warning');
      return;
    }
    setOpen(false);
    setDirty(false);
    setActive(-1);
    setText(listed ? p.ty_name : '');
    onPick(p);
  };
  const firstBuyable = () => options.find((p) => purchaseState(p).canBuy);

  useEffect(() => {
    if (!enterPending || loading || settled !== keyword) return;
    setEnterPending(false);
    if (options.length) choose(firstBuyable() ?? options[0]);
    else onEnter(text);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the options for the typed text have arrived, not on each keystroke
  }, [enterPending, loading, settled]);

  const revert = () => {
    setDirty(false);
    setText(value);
    onText?.(value);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (isDelete(e)) {
      e.preventDefault();
      onDelete();
      return;
    }
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        e.preventDefault();
        const delta = e.key === 'ArrowDown' ? 1 : -1;
        if (showList && options.length) {
          setActive((i) => (delta === 1 ? (i + 1) % options.length : i <= 0 ? options.length - 1 : i - 1));
        } else onMove(delta);
        break;
      }
      case 'Enter':
        e.preventDefault();
        if (showList && options.length && !loading) choose(active >= 0 ? options[active] : (firstBuyable() ?? options[0]));
        else if (dirty && keyword && (loading || settled !== keyword)) setEnterPending(true);
        else onEnter(dirty ? text : listed ? '' : text);
        break;
      case 'Escape':
        if (showList) setOpen(false);
        else if (listed) revert();
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const data = e.clipboardData.getData('text/plain');
    if (!/[\t\n\r]/.test(data.trim())) return;
    e.preventDefault();
    onPasteRows(data);
  };

  const cls = css`
    position: relative;
    input { width: 100%; height: 32px; border: 1px solid ${t.border}; border-radius: 4px; padding: 0 8px; font: inherit; color: ${t.text}; background: #fff; }
    input:focus { border-color: ${t.primary}; outline: 2px solid ${t.focus}; outline-offset: 1px; }
    &[data-listed='true'] input:not(:focus):not(:hover) { border-color: transparent; background: transparent; font-weight: 600; }
    .pop { position: absolute; top: 36px; left: 0; min-width: 100%; width: max-content; max-width: min(560px, 90vw); z-index: 30; background: #fff; border: 1px solid ${t.border}; border-radius: 6px; box-shadow: 0 8px 24px rgba(0,0,0,.12); padding: 4px 0; }
    ul { list-style: none; margin: 0; padding: 0; }
    li { display: grid; grid-template-columns: 1fr auto; gap: 2px 16px; padding: 6px 12px; cursor: pointer; }
    li[aria-selected='true'], li:hover { background: ${t.primarySoft}; }
    li[aria-disabled='true'] { cursor: not-allowed; color: ${t.muted}; }
    li .n { font-weight: 600; }
    li .m { grid-column: 1; color: ${t.muted}; font-size: 12px; }
    li .p { grid-row: 1; grid-column: 2; color: ${t.price}; text-align: right; }
    li .w { grid-row: 2; grid-column: 2; font-size: 12px; color: ${t.danger}; text-align: right; }
    li .s { grid-row: 2; grid-column: 2; font-size: 12px; color: ${t.muted}; text-align: right; }
    .status { padding: 8px 12px; color: ${t.muted}; font-size: 13px; }
  `;
  const optionId = (i: number) => `${id}-opt-${i}`;
  return (
    <div className={cls} data-listed={!!listed}>
      <input
        ref={inputRef}
        role="combobox"
        aria-label={label}
        aria-expanded={showList}
        aria-autocomplete="list"
        aria-controls={`${id}-list`}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={QUICK_MSG.productPlaceholder}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setDirty(true);
          setOpen(true);
          onText?.(e.target.value);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setEnterPending(false);
          if (listed && dirty) revert();
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
      />
      {showList && (
        <div className="pop" id={`${id}-list`} role="listbox" aria-label="候选商品" data-testid="qo-options">
          {options.length > 0 && (
            <ul>
              {options.map((p, i) => {
                const { warning, canBuy, rule } = purchaseState(p);
                return (
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- a combobox option: the keyboard stays on the input (aria-activedescendant, Enter picks)
                  <li
                    key={p.product_id}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    aria-disabled={!canBuy}
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => choose(p)}
                  >
                    <span className="n">{p.ty_name}</span>
                    <span className="m">
                      {[p.product_standard, p.manufacturer].filter(Boolean).join(' · ')}
                      {rule.step > 1 ? ` · 中包装${rule.step}` : ''}
                    </span>
                    {p.price !== undefined && <span className="p">¥{p.price}</span>}
                    {warning ? <span className="w">{warningText(warning, 'listing')}</span> : !canBuy && <span className="w">库存不足</span>}
                  </li>
                );
              })}
            </ul>
          )}
          {loading && options.length === 0 && <div className="status">{QUICK_MSG.searching}</div>}
          {!loading && options.length === 0 && (
            <div className="status" role="status">
              {QUICK_MSG.noMatch}
              {looksLikeCode(keyword) ? QUICK_MSG.codeLookupHint : ''}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
