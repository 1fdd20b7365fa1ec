/**
 * The API contract (SPEC §3, §7): field names exactly as the spec gives them.
 * Shared by the browser client and the server so a renamed field is a type error on both sides.
 */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export type BusinessScope = 0 | 1 | 2; // 0 prescription, 1 class A OTC, 2 class B OTC
export type FailureState = 0 | 1 | 2 | 3; // 1 off shelf, 2 sold out / awaiting restock, 3 expired
export type DrugType = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface ProductTag {
  name: string;
}

/** Product as the API sends it. Money fields are yuan strings; they are absent for visitors. */
export interface Product {
  product_id: number;
  product_code: string;
  ty_name: string;
  manufacturer: string;
  product_standard: string;
  product_dw: string;
  thumb: string;
  tag: ProductTag[];
  medicare_code: string;
  business_scope: BusinessScope;
  drug_type: DrugType;
  approval_number: string;
  brand: string;
  supplier: string;
  class_id: number;
  validity: string;
  switch: 0 | 1;
  stock: number;
  is_failure: FailureState;
  is_zhengjian: 0 | 1;
  zhongbaozhuang_num: number;
  near_expiration_date: 0 | 1;
  price?: string;
  retail_price?: string;
  margin?: string;
  /** Special-price zone: the price before the markdown (the price field is what the cart charges). */
  original_price?: string;
  seckill_id?: number;
  seckill_price?: string;
  seckill_total?: number;
  seckill_min_num?: number;
  special_id?: number;
  purchase_id?: number;
  purchase_min?: number;
  combination_id?: number;
  is_add_price?: 0 | 1;
  max_buy_num?: number;
  min_buy_num?: number;
  market_id?: number;
  whetherMarket?: { maxBuyNum: number; msg: string };
  type?: number;
  end_time?: number;
  warnTip?: string;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

export interface Category {
  class_id: number;
  class_name: string;
  icon: string;
  children: Category[];
}

export interface PublicHeader {
  searchList: string[];
  navList: { name: string; url: string }[];
  classList: Category[];
}

export interface LoginResult {
  client_id?: number;
  company_id?: number;
  salesman_id?: number;
  /** Only for a client with several selling companies: choose one with POST /w1/selectCompany. */
  companyList?: { company_id: number; company_name: string }[];
}

export interface UserInfo {
  client: {
    address: string;
    vencus_name: string;
    company_name: string;
    province: string;
    city: string;
    area: string;
  };
  DealOrderMoney: string;
  account_balance: string;
  coupon_amount: string;
  recharge: { pay: number; bonus: number }[];
  isCredit: 0 | 1;
  client_Checkstatus: number;
}

export interface SalesmanInfo {
  salesman_id: number;
  salesman_name: string;
}
