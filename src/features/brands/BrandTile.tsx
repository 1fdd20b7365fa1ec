import { Link } from 'wouter';
import type { BrandInfo } from '../../contract/zones';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { brandColour } from './brand-colour';

/** One brand in the famous-manufacturer grid: its colour band with the name, maker, intro and product count. */
export function BrandTile({ brand }: { brand: BrandInfo }) {
  const css = useCss();
  const cls = css`
    display: flex; flex-direction: column; background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 10px;
    overflow: hidden; color: ${t.text}; text-decoration: none; transition: box-shadow .15s, transform .15s;
    &:hover, &:focus-visible { box-shadow: 0 8px 22px rgba(0,0,0,.1); transform: translateY(-2px); }
    &:focus-visible { outline: 2px solid ${t.primary}; outline-offset: 2px; }
    .band { height: 84px; display: flex; align-items: center; justify-content: center; color: #fff; font-size: 26px; font-weight: 800; letter-spacing: 2px; }
    .body { padding: 12px 14px 14px; display: flex; flex-direction: column; gap: 6px; flex: 1; }
    .maker { font-weight: 600; font-size: 14px; }
    .intro { color: ${t.muted}; font-size: 13px; line-height: 1.6; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; min-height: 42px; }
    .foot { display: flex; justify-content: space-between; align-items: center; font-size: 13px; margin-top: auto; }
    .count { color: ${t.muted}; }
    .more { color: ${t.primary}; }
  `;
  const colour = brandColour(brand.colour);
  return (
    <Link href={`/manufacturerDetail/${brand.brand_id}`} className={cls} data-testid="brand-tile">
      <div className="band" style={{ background: `linear-gradient(135deg, ${colour}, ${colour}cc)` }}>
        {brand.name}
      </div>
      <div className="body">
        <span className="maker">{brand.manufacturer}</span>
        <span className="intro">{brand.intro}</span>
        <span className="foot">
          <span className="count">{brand.product_count} 个品种</span>
          <span className="more">进入品牌 ›</span>
        </span>
      </div>
    </Link>
  );
}
