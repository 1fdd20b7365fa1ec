/** Brand screens: the famous-manufacturer grid and one brand's page. */
export { FamousManufacturerPage } from './FamousManufacturerPage';
export { ManufacturerDetailPage } from './ManufacturerDetailPage';
