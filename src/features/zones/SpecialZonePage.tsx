import { getSpecialZone } from '../../api';
import { ProductResults, useListingUrl, productDetailHref } from '../catalog';
import { PageBanner } from '../../ui/PageBanner';

/** /specialZone?page=…&size=…: marked-down products with the pager. */
export function SpecialZonePage() {
  const { params, onPage } = useListingUrl('/specialZone');
  return (
    <div>
      <PageBanner title="特价专区" subtitle="精选品种 限时直降 · 售完即止，价格以下单时为准" from="#c8102e" to="#f0643c" />
      <ProductResults
        params={params}
        fetch={getSpecialZone}
        productHref={productDetailHref}
        onPage={onPage}
        empty="特价活动暂未开始，敬请期待"
      />
    </div>
  );
}
