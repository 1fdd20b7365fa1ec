import type { Product } from '../../contract/catalog';
import { BUSINESS_SCOPES, PROMOTION_TAGS } from '../../model/enums';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** Each tag in its own colour: the promotion tags as SPEC §9 fixes them, the merchandising tags in ours. */
const TAG_COLOURS: Record<string, string> = {
  ...Object.fromEntries(Object.values(PROMOTION_TAGS).map((p) => [p.name, p.color])),
  热销: '#e4393c',
  新品: '#7c3aed',
  基药: '#0369a1',
};

/** Prescription red, class A OTC red, class B OTC green: the colours of the printed marks. */
const SCOPE_COLOURS = ['#c81e1e', '#c81e1e', '#15803d'] as const;

/**
 * The marks of a product: medicare, near expiry, optionally Rx/OTC, then its tags. Shared by the card and the
 * detail page so both say the same thing in the same colours.
 */
export function ProductTags({
  product,
  withScope = false,
}: {
  product: Pick<Product, 'medicare_code' | 'near_expiration_date' | 'tag' | 'business_scope'>;
  withScope?: boolean;
}) {
  const css = useCss();
  const cls = css`
    display: flex; gap: 4px; flex-wrap: wrap; min-height: 20px;
    .tag { font-size: 12px; line-height: 18px; padding: 0 6px; border-radius: 3px; border: 1px solid currentColor; color: var(--c, ${t.primary}); background: ${t.surface}; }
    .tag.medicare { color: #1d4ed8; background: #e0edff; border-color: transparent; }
    .tag.near { color: ${t.warn}; background: #fff4e5; border-color: transparent; }
  `;
  const scope = BUSINESS_SCOPES[product.business_scope];
  return (
    <div className={cls} data-testid="product-tags">
      {product.medicare_code && <span className="tag medicare">医保</span>}
      {product.near_expiration_date === 1 && <span className="tag near">近效期</span>}
      {withScope && scope && (
        <span className="tag" data-testid="scope-mark" style={{ ['--c' as string]: SCOPE_COLOURS[product.business_scope] }}>
          {product.business_scope === 0 ? `Rx ${scope}` : scope}
        </span>
      )}
      {product.tag
        .filter((tag) => !(product.medicare_code && tag.name === '医保'))
        .map((tag) => (
          <span className="tag" key={tag.name} style={TAG_COLOURS[tag.name] ? { ['--c' as string]: TAG_COLOURS[tag.name] } : undefined}>
            {tag.name}
          </span>
        ))}
    </div>
  );
}
