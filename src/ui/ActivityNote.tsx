import { LINE_ACTIVITY_TEXT, type LineActivityKind } from '../model/activity-names';
import { readableOn } from '../model/contrast';
import { PROMOTION_TAGS } from '../model/enums';
import { PRESALE_MSG } from '../model/presale-rules';
import { useCss } from './styled';
import { THEME, t } from './theme';

/** The tag colour of each kind: the product tags' own where the SPEC gives one, readable on the page. */
const colourOf = (kind: LineActivityKind) =>
  readableOn(kind in PROMOTION_TAGS ? PROMOTION_TAGS[kind as keyof typeof PROMOTION_TAGS].color : THEME.primary, THEME.surface);

/**
 * What an order line was bought under: the kind's tag (秒杀, 套餐…, in the product tags' colours) and the activity's
 * name; a pre-sale also gives its expected shipping date.
 */
export function ActivityNote({ kind, name, shipDate }: { kind: LineActivityKind; name: string; shipDate?: string }) {
  const css = useCss();
  const cls = css`
    display: inline-flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-left: 6px; font-size: 12px; color: ${t.muted};
    .tag { line-height: 18px; padding: 0 6px; border-radius: 3px; border: 1px solid currentColor; font-weight: 600; color: ${colourOf(kind)}; }
  `;
  const word = LINE_ACTIVITY_TEXT[kind];
  return (
    <span className={cls} data-testid={kind === 'presale' ? 'presale-note' : 'activity-note'}>
      <span className="tag">{word}</span>
      {name !== word && <span>{name}</span>}
      {shipDate && <span>{PRESALE_MSG.shipDate(shipDate)}</span>}
    </span>
  );
}
