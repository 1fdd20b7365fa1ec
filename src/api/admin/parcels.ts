/** 包裹: an order's parcels with their tracking, and a tracking event typed by the staff. */
import type { InputOf } from '../../contract/define';
import * as parcels from '../../contract/parcels';
import { quietCall } from './quiet';

export const listOrderParcels = (code: string) => quietCall(parcels.adminOrderParcels, { order_code: code });

export const addParcelEvent = (input: InputOf<typeof parcels.adminParcelEvent>) => quietCall(parcels.adminParcelEvent, input);
