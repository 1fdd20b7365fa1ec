import type { Refusal } from '../model/purchase-rules';
import { useCss } from './styled';
import { t } from './theme';

/** Why this cannot be bought and what to do, as the purchase rules say it (the same words the server refuses with). */
export function RefusalNote({ refusal }: { refusal: Refusal }) {
  const css = useCss();
  return (
    <p role="note" data-testid="refusal-note" data-code={refusal.code} className={css`margin: 0; font-size: 12px; color: ${t.danger}; strong { margin-left: 6px; color: ${t.text}; }`}>
      {refusal.text}
      {/* Some reasons already end with what to do (…，请联系客服修改经营范围): not said twice. */}
      {!refusal.text.includes(refusal.fixText) && <strong>{refusal.fixText}</strong>}
    </p>
  );
}
