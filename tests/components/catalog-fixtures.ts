import type { Category, Product, ProductDetail, ProductGsp } from '../../src/contract/catalog';
import type { ClientIndex } from '../../src/contract/content';

/** A buyable product; override what a test is about. */
export function makeProduct(over: Partial<Product> = {}): Product {
  return {
    product_id: 4, product_code: 'YC000004', ty_name: '板蓝根颗粒', manufacturer: '华润三九医药股份有限公司',
    product_standard: '10g*20袋', product_dw: '盒', thumb: '/img/drug-4.svg', tag: [{ name: '热销' }], medicare_code: '',
    business_scope: 2, drug_type: 0, approval_number: '国药准字Z44021940', brand: '999', supplier: '华润医药', class_id: 12,
    validity: '2028-11-12', switch: 1, stock: 2000, is_failure: 0, is_zhengjian: 0, zhongbaozhuang_num: 1,
    near_expiration_date: 0, ...over,
  };
}

export const CLASSES: Category[] = [
  { class_id: 1, class_name: '抗感染药', icon: '', children: [{ class_id: 11, class_name: '青霉素类', icon: '', children: [] }] },
  { class_id: 2, class_name: '呼吸系统', icon: '', children: [{ class_id: 12, class_name: '感冒用药', icon: '', children: [] }] },
];

export function makeIndex(over: Partial<ClientIndex> = {}): ClientIndex {
  return {
    banners: [
      { banner_id: 1, title: '冬季感冒季 备货正当时', subtitle: '现货直发', theme: 'green', url: '/category?ClassID=2', picture: '' },
      { banner_id: 2, title: '特价专区 限时直降', subtitle: '低至八折', theme: 'red', url: '/specialZone', picture: '' },
    ],
    showCategory: true,
    classList: CLASSES,
    floors: [{ floor_id: 1, title: '热销推荐', subtitle: '药店诊所都在买', url: '/category?sort=sales', list: [makeProduct()] }],
    zones: [{ name: '诊所专区', desc: '注射剂 抗感染', url: '/clinicZone', icon: '' }],
    announcements: [{ message_id: 9, title: '关于春节期间发货安排的通知', created_at: '2025-01-20 10:00:00', summary: '' }],
    ...over,
  };
}

/** A product no ERP has sent GSP fields for (issue 27). */
export const NO_GSP: ProductGsp = { trade_name: '', dosage_form: '', carton_num: 0, licence_holder: '', origin: '', storage: '', medicare_class: '', rx_class: '', barcode: '', leaflet: '' };

export function makeDetail(product: Partial<Product> = {}, over: Partial<ProductDetail> = {}, gsp: ProductGsp = NO_GSP, pictures: string[] = []): ProductDetail {
  return {
    product: { ...makeProduct(product), class_name: '感冒用药', parent_class_id: 2, parent_class_name: '呼吸系统', brand_id: 3, gsp, pictures },
    related: [makeProduct({ product_id: 40, ty_name: '感冒灵颗粒' })],
    activity_ended: false,
    ...over,
  };
}
