/** 商品: the product list, on / off shelf, a product's batches in stock, its leaflet (说明书), the product sheet import. */
import * as cat from '../../contract/admin-catalogue';
import type { InputOf } from '../../contract/define';
import * as docs from '../../contract/documents';
import { downloadFile } from '../download';
import { quietCall } from './quiet';

export const listProducts = (query: InputOf<typeof cat.adminProducts>) => quietCall(cat.adminProducts, query);

export const setShelf = (productId: number, on: boolean) => quietCall(cat.adminProductShelf, { product_id: productId, on });

export const getBatches = (productId: number) => quietCall(cat.adminProductBatches, { product_id: productId });

export const getLeaflet = (productId: number) => quietCall(docs.adminProductLeafletRead, { product_id: productId });

export const saveLeaflet = (productId: number, leaflet: string) => quietCall(docs.adminProductLeaflet, { product_id: productId, leaflet });

/** `form`: the .xlsx sheet as `file`; answers the per-row report. */
export const importProducts = (form: FormData) => quietCall(cat.adminProductImport, form);

export const downloadImportTemplate = () => downloadFile(cat.adminProductImportTemplate.path, {}, '商品资料导入模板.xlsx');
