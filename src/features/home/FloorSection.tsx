import type { HomeFloor } from '../../contract/content';
import { ProductGrid, productDetailHref } from '../catalog';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { SectionHeading } from './SectionHeading';


/** One recommended floor: heading with its "more" link, then its products as cards. */
export function FloorSection({ floor }: { floor: HomeFloor }) {
  const css = useCss();
  if (floor.list.length === 0) return null;
  const headingId = `floor-${floor.floor_id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="home-floor"
      className={css`background: ${t.surface}; border-radius: 8px; padding: 16px; border-top: 3px solid ${t.primary};`}
    >
      <SectionHeading id={headingId} title={floor.title} subtitle={floor.subtitle} more={floor.url} />
      <ProductGrid products={floor.list} productHref={productDetailHref} columns={5} />
    </section>
  );
}
