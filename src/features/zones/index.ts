/** Zone screens: clinic zone (+ its search) and the special-price zone. */
export { ClinicZonePage } from './ClinicZonePage';
export { ClinicZoneSearchPage } from './ClinicZoneSearchPage';
export { SpecialZonePage } from './SpecialZonePage';
