/**
 * The back office's promotion forms (/admin/offers/:kind, issue 28, 运营): every kind the operator's commands
 * create besides the seckill (admin-promotions.ts) — 团购, 预售, 特价, 套餐, 加价购, 优惠券, 抽奖 and the control-sale
 * limit — listed, created and ended with the same body and answer schemas as the operator API, through the same
 * services (services/promotions/*-admin.ts, services/raffle/admin.ts), audited with the staff member.
 */
import { Type } from '@sinclair/typebox';
import { STAFF_ACCESS } from '../model/staff';
import { endpoint } from './define';
import { Id } from './fields';
import { NewAddPriceBody, NewCouponBody, OperatorAddPrice, OperatorCoupon } from './operator-offers';
import { operatorPresaleCreate, OperatorPresale } from './presale';
import { OperatorGroup, operatorGroupCreate, operatorMarketSet } from './promotions';
import { OperatorRaffle, operatorRaffleCreate } from './raffle';
import { OperatorCombination, operatorCombinationCreate, OperatorSpecial, operatorSpecialCreate } from './specials';

const staff = { auth: 'staff', roles: STAFF_ACCESS.operations, tag: '后台促销' } as const;
const AUDITED = '（与运维命令同一实现，写入操作日志）';

export const adminGroups = endpoint({ ...staff, method: 'GET', path: '/admin/offers/groups', summary: '团购活动列表（最近 100 个）', response: Type.Array(OperatorGroup) });
export const adminGroupCreate = endpoint({ ...staff, method: 'POST', path: '/admin/offers/groupCreate', summary: `创建（排期）团购${AUDITED}`, body: operatorGroupCreate.body, response: OperatorGroup });
export const adminGroupEnd = endpoint({ ...staff, method: 'POST', path: '/admin/offers/groupEnd', summary: `立即截团并结算${AUDITED}`, body: Type.Object({ id: Id('团购活动') }), response: OperatorGroup });

export const adminPresales = endpoint({ ...staff, method: 'GET', path: '/admin/offers/presales', summary: '预售活动列表（最近 100 个）', response: Type.Array(OperatorPresale) });
export const adminPresaleCreate = endpoint({ ...staff, method: 'POST', path: '/admin/offers/presaleCreate', summary: `创建（排期）预售${AUDITED}`, body: operatorPresaleCreate.body, response: OperatorPresale });
export const adminPresaleEnd = endpoint({ ...staff, method: 'POST', path: '/admin/offers/presaleEnd', summary: `提前结束预售${AUDITED}`, body: Type.Object({ id: Id('预售活动') }), response: OperatorPresale });

export const adminSpecials = endpoint({ ...staff, method: 'GET', path: '/admin/offers/specials', summary: '特价活动列表（最近 100 个）', response: Type.Array(OperatorSpecial) });
export const adminSpecialCreate = endpoint({ ...staff, method: 'POST', path: '/admin/offers/specialCreate', summary: `创建（排期）特价${AUDITED}`, body: operatorSpecialCreate.body, response: OperatorSpecial });
export const adminSpecialEnd = endpoint({ ...staff, method: 'POST', path: '/admin/offers/specialEnd', summary: `提前结束特价${AUDITED}`, body: Type.Object({ id: Id('特价活动') }), response: OperatorSpecial });

export const adminCombinations = endpoint({ ...staff, method: 'GET', path: '/admin/offers/combinations', summary: '套餐活动列表（最近 100 个）', response: Type.Array(OperatorCombination) });
export const adminCombinationCreate = endpoint({ ...staff, method: 'POST', path: '/admin/offers/combinationCreate', summary: `创建（排期）套餐${AUDITED}`, body: operatorCombinationCreate.body, response: OperatorCombination });
export const adminCombinationEnd = endpoint({ ...staff, method: 'POST', path: '/admin/offers/combinationEnd', summary: `提前结束套餐${AUDITED}`, body: Type.Object({ id: Id('套餐') }), response: OperatorCombination });

export const adminAddPrices = endpoint({ ...staff, method: 'GET', path: '/admin/offers/addPrices', summary: '加价购活动列表（最近 100 个）', response: Type.Array(OperatorAddPrice) });
export const adminAddPriceCreate = endpoint({ ...staff, method: 'POST', path: '/admin/offers/addPriceCreate', summary: `创建（排期）加价购${AUDITED}`, body: NewAddPriceBody, response: OperatorAddPrice });
export const adminAddPriceEnd = endpoint({ ...staff, method: 'POST', path: '/admin/offers/addPriceEnd', summary: `立即结束加价购${AUDITED}`, body: Type.Object({ id: Id('加价购活动') }), response: OperatorAddPrice });

export const adminCoupons = endpoint({ ...staff, method: 'GET', path: '/admin/offers/coupons', summary: '优惠券列表（最近 100 个）', response: Type.Array(OperatorCoupon) });
export const adminCouponCreate = endpoint({ ...staff, method: 'POST', path: '/admin/offers/couponCreate', summary: `创建（排期）优惠券${AUDITED}`, body: NewCouponBody, response: OperatorCoupon });
export const adminCouponEnd = endpoint({ ...staff, method: 'POST', path: '/admin/offers/couponEnd', summary: `立即结束优惠券（已领未用的随之失效）${AUDITED}`, body: Type.Object({ id: Id('优惠券') }), response: OperatorCoupon });

export const adminRaffles = endpoint({ ...staff, method: 'GET', path: '/admin/offers/raffles', summary: '抽奖活动列表（最近 50 个）', response: Type.Array(OperatorRaffle) });
export const adminRaffleCreate = endpoint({ ...staff, method: 'POST', path: '/admin/offers/raffleCreate', summary: `创建（排期）抽奖${AUDITED}`, body: operatorRaffleCreate.body, response: OperatorRaffle });
export const adminRaffleEnd = endpoint({ ...staff, method: 'POST', path: '/admin/offers/raffleEnd', summary: `提前结束抽奖${AUDITED}`, body: Type.Object({ id: Id('抽奖活动') }), response: OperatorRaffle });

export const adminMarketSet = endpoint({ ...staff, method: 'POST', path: '/admin/offers/marketSet', summary: `设置或取消商品控销限购${AUDITED}`, body: operatorMarketSet.body, response: operatorMarketSet.response });
