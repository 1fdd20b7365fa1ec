/** 价格: a product's prices (base, by client type, agreed per client) and setting or clearing one. */
import * as cat from '../../contract/admin-catalogue';
import type { InputOf } from '../../contract/define';
import { quietCall } from './quiet';

export const getPrices = (productId: number) => quietCall(cat.adminProductPrices, { product_id: productId });

export const setTypePrice = (input: InputOf<typeof cat.adminTypePriceSet>) => quietCall(cat.adminTypePriceSet, input);

export const clearTypePrice = (productId: number, clientType: number) => quietCall(cat.adminTypePriceClear, { product_id: productId, client_type: clientType });

export const setAgreedPrice = (input: InputOf<typeof cat.adminAgreedPriceSet>) => quietCall(cat.adminAgreedPriceSet, input);

export const clearAgreedPrice = (productId: number, username: string) => quietCall(cat.adminAgreedPriceClear, { product_id: productId, username });
