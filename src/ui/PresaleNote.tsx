import { readableOn } from '../model/contrast';
import { PROMOTION_TAGS } from '../model/enums';
import { PRESALE_MSG } from '../model/presale-rules';
import { useCss } from './styled';
import { THEME, t } from './theme';

const COLOUR = readableOn(PROMOTION_TAGS.presale.color, THEME.surface);

/** A pre-sale's mark: the 预售 tag in its colour (as the product tags show it) and the expected shipping date. */
export function PresaleNote({ shipDate }: { shipDate: string }) {
  const css = useCss();
  const cls = css`
    display: inline-flex; gap: 6px; align-items: center; margin-left: 6px; font-size: 12px; color: ${t.muted};
    .tag { line-height: 18px; padding: 0 6px; border-radius: 3px; border: 1px solid currentColor; font-weight: 600; color: ${COLOUR}; }
  `;
  return (
    <span className={cls} data-testid="presale-note">
      <span className="tag">{PROMOTION_TAGS.presale.name}</span>
      {PRESALE_MSG.shipDate(shipDate)}
    </span>
  );
}
