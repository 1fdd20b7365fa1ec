import type { Product } from '../../contract/catalog';
import { readableOn } from '../../model/contrast';
import { PROMOTION_TAGS, scopeLabel } from '../../model/enums';
import { activityTag } from '../../model/activity-names';
import { isPresaleType } from '../../model/presale-rules';
import { useCss } from '../../ui/styled';
import { THEME, t } from '../../ui/theme';
import { ActivityTip } from './ActivityTip';

/** 满减 has no colour in SPEC §9; ours, in the same family as the other promotion tags. */
const FULL_REDUCTION = { name: '满减', color: '#c2410c' };
const PROMOTIONS = [PROMOTION_TAGS.special, PROMOTION_TAGS.seckill, PROMOTION_TAGS.group, PROMOTION_TAGS.presale, FULL_REDUCTION];

/**
 * Each tag in its own colour: the promotion tags as SPEC §9 fixes them (shaded just enough to read at 4.5:1 on
 * white), the merchandising tags in ours.
 */
const TAG_COLOURS: Record<string, string> = Object.fromEntries(
  Object.entries({
    ...Object.fromEntries(PROMOTIONS.map((p) => [p.name, p.color])),
    热销: '#d0252b',
    新品: '#7c3aed',
    基药: '#0369a1',
  }).map(([name, colour]) => [name, readableOn(colour, THEME.surface)]),
);
const PROMOTION_NAMES = new Set(PROMOTIONS.map((p) => p.name));

/** Prescription red, class A OTC red, class B OTC green: the colours of the printed marks. */
const SCOPE_COLOURS = ['#c81e1e', '#c81e1e', '#15803d'] as const;

type Tagged = Pick<Product, 'medicare_code' | 'near_expiration_date' | 'tag' | 'business_scope'> &
  Partial<Pick<Product, 'special_id' | 'seckill_id' | 'purchase_id' | 'type' | 'original_price' | 'drug_type' | 'actName' | 'product_id' | 'ty_name'>>;

/** The promotions a product takes part in: from its activity ids and from its tags, each once, 特价 first. */
export function promotionTags(p: Tagged): string[] {
  const found = new Set<string>();
  if (p.special_id || p.original_price) found.add(PROMOTION_TAGS.special.name);
  if (p.seckill_id) found.add(PROMOTION_TAGS.seckill.name);
  if (p.purchase_id) found.add(isPresaleType(p.type) ? PROMOTION_TAGS.presale.name : PROMOTION_TAGS.group.name);
  for (const tag of p.tag) if (PROMOTION_NAMES.has(tag.name)) found.add(tag.name);
  for (const a of p.actName ?? []) {
    const tag = activityTag(a.kind);
    if (tag) found.add(tag);
  }
  return PROMOTIONS.map((x) => x.name).filter((name) => found.has(name));
}

/**
 * The marks of a product: promotions, medicare, near expiry, optionally Rx/OTC, then its other tags. Shared by the
 * card and the detail page so both say the same thing in the same colours.
 */
export function ProductTags({ product, withScope = false }: { product: Tagged; withScope?: boolean }) {
  const css = useCss();
  const cls = css`
    display: flex; gap: 4px; flex-wrap: wrap; min-height: 20px;
    .tag { font-size: 12px; line-height: 18px; padding: 0 6px; border-radius: 3px; border: 1px solid currentColor; color: var(--c, ${t.primary}); background: ${t.surface}; }
    .tag.promo { font-weight: 600; }
    .tag.medicare { color: #1d4ed8; background: #e0edff; border-color: transparent; }
    .tag.near { color: ${t.warn}; background: ${t.warnSoft}; border-color: transparent; }
  `;
  const scope = scopeLabel(product.drug_type, product.business_scope);
  const promotions = promotionTags(product);
  return (
    <div className={cls} data-testid="product-tags">
      {promotions.map((name) => (
        <span className="tag promo" key={name} data-testid="promotion-tag" style={{ ['--c' as string]: TAG_COLOURS[name] }}>
          {name}
        </span>
      ))}
      {product.actName && product.product_id !== undefined && (
        <ActivityTip product={{ product_id: product.product_id, ty_name: product.ty_name ?? '', actName: product.actName }} />
      )}
      {product.medicare_code && <span className="tag medicare">医保</span>}
      {product.near_expiration_date === 1 && <span className="tag near">近效期</span>}
      {withScope && scope && (
        <span className="tag" data-testid="scope-mark" style={{ ['--c' as string]: SCOPE_COLOURS[product.business_scope] }}>
          {product.business_scope === 0 ? `Rx ${scope}` : scope}
        </span>
      )}
      {product.tag
        .filter((tag) => !(product.medicare_code && tag.name === '医保') && !PROMOTION_NAMES.has(tag.name))
        .map((tag) => (
          <span className="tag" key={tag.name} style={TAG_COLOURS[tag.name] ? { ['--c' as string]: TAG_COLOURS[tag.name] } : undefined}>
            {tag.name}
          </span>
        ))}
    </div>
  );
}

