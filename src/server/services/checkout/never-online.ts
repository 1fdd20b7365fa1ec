/** Whether a product row may never be sold online: its special category or the configured extra product codes. */
import { neverOnline } from '../../../model/special-categories';
import { orderSettings } from '../../lib/order-settings';

export function neverOnlineOf(row: { specialCategory: string | null; productCode: string }): 0 | 1 {
  return neverOnline(row, orderSettings().neverOnlineCodes);
}
