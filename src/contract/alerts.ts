/**
 * Never stuck at sold out (issue 32): the personal message centre, 到货提醒 subscriptions, substitutes for a product
 * the buyer cannot buy (and swapping a cart line for one), and replenishment suggestions from the order history.
 */
import { Type, type Static } from '@sinclair/typebox';
import { MESSAGE_KINDS, type MessageKind } from '../model/message-kinds';
import type { SubstituteMatch } from '../model/substitute-rules';
import { Product } from './catalog';
import { Empty } from './common';
import { endpoint } from './define';
import { Id, Int, List, OneOf, OneOfInt, PageOf, PagerQuery } from './fields';

const TAG = '消息与到货提醒';

const KindOut = Type.Unsafe<MessageKind>(Type.String({ enum: [...MESSAGE_KINDS] }));

export const ClientMessage = Type.Object({
  id: Type.Integer(),
  kind: KindOut,
  title: Type.String(),
  body: Type.String(),
  /** The page to act on (a site path), '' for none. */
  link: Type.String(),
  read: Type.Unsafe<0 | 1>(Type.Integer({ minimum: 0, maximum: 1 })),
  created_at: Type.String(),
});
export type ClientMessage = Static<typeof ClientMessage>;

export const MessagePage = Type.Intersect([PageOf(ClientMessage), Type.Object({ unread: Type.Integer() })]);
export type MessagePage = Static<typeof MessagePage>;

export const MessageSettings = Type.Object({ sms_kinds: Type.Array(KindOut) });
export type MessageSettings = Static<typeof MessageSettings>;

const Unread = Type.Object({ unread: Type.Integer() });

export const myMessages = endpoint({
  method: 'GET',
  path: '/w1/myMessages',
  auth: 'client',
  tag: TAG,
  summary: '我的消息（kind 筛选类型；unread=1 只看未读），含未读数',
  query: Type.Object({ ...PagerQuery, kind: Type.Optional(OneOf('消息类型', MESSAGE_KINDS)), unread: Type.Optional(OneOfInt('只看未读', [0, 1] as const)) }),
  response: MessagePage,
});

export const unreadMessages = endpoint({
  method: 'GET',
  path: '/w1/unreadMessages',
  auth: 'client',
  tag: TAG,
  summary: '未读消息数（页头与组件的角标）',
  response: Unread,
});

export const readMessages = endpoint({
  method: 'POST',
  path: '/w1/readMessages',
  auth: 'client',
  tag: TAG,
  summary: '标记已读或未读（ids 为空则全部）；答复未读数',
  body: Type.Object({ ids: Type.Optional(List('消息', Id('消息ID'), 100)), read: OneOfInt('已读', [0, 1] as const) }),
  response: Unread,
});

export const messageSettings = endpoint({
  method: 'GET',
  path: '/w1/messageSettings',
  auth: 'client',
  tag: TAG,
  summary: '短信通知设置（开启短信的消息类型）',
  response: MessageSettings,
});

export const saveMessageSettings = endpoint({
  method: 'POST',
  path: '/w1/saveMessageSettings',
  auth: 'client',
  tag: TAG,
  summary: '保存短信通知设置',
  body: Type.Object({ sms_kinds: List('短信消息类型', OneOf('消息类型', MESSAGE_KINDS), MESSAGE_KINDS.length) }),
  response: MessageSettings,
});

export const ArrivalSubscription = Type.Object({
  product_id: Type.Integer(),
  ty_name: Type.String(),
  product_standard: Type.String(),
  manufacturer: Type.String(),
  in_stock: Type.Unsafe<0 | 1>(Type.Integer({ minimum: 0, maximum: 1 })),
  state: Type.Unsafe<'waiting' | 'notified'>(Type.String({ enum: ['waiting', 'notified'] })),
  created_at: Type.String(),
  notified_at: Type.String(),
});
export type ArrivalSubscription = Static<typeof ArrivalSubscription>;
const Arrivals = Type.Object({ list: Type.Array(ArrivalSubscription) });

const ProductIdBody = Type.Object({ product_id: Id('商品ID') });

export const myArrivals = endpoint({
  method: 'GET',
  path: '/w1/myArrivals',
  auth: 'client',
  tag: TAG,
  summary: '我的到货提醒（等待中在前）',
  response: Arrivals,
});

export const subscribeArrival = endpoint({
  method: 'POST',
  path: '/w1/subscribeArrival',
  auth: 'client',
  tag: TAG,
  summary: '订阅到货提醒（仅缺货商品；重复订阅无变化）',
  body: ProductIdBody,
  response: Arrivals,
});

export const cancelArrival = endpoint({
  method: 'POST',
  path: '/w1/cancelArrival',
  auth: 'client',
  tag: TAG,
  summary: '取消到货提醒',
  body: ProductIdBody,
  response: Arrivals,
});

export const Substitute = Type.Object({
  product: Product,
  match: Type.Unsafe<SubstituteMatch>(Type.String({ enum: ['same', 'otherSpec'] })),
  note: Type.String(),
});
export type Substitute = Static<typeof Substitute>;
export const Substitutes = Type.Object({ list: Type.Array(Substitute) });
export type Substitutes = Static<typeof Substitutes>;

export const substitutes = endpoint({
  method: 'GET',
  path: '/w1/substitutes',
  auth: 'user',
  tag: TAG,
  summary: '替代品：同通用名同规格同剂型的其他厂家在前，其次同通用名其他规格；只含当前可购买的商品',
  query: Type.Object({ product_id: Id('商品ID') }),
  response: Substitutes,
});

export const ReplaceResult = Type.Object({
  product_id: Type.Integer(),
  amount: Type.Integer(),
  /** Set when the amount was rounded to the substitute's pack (按中包装…取整). */
  note: Type.String(),
});
export type ReplaceResult = Static<typeof ReplaceResult>;

export const replaceWithSubstitute = endpoint({
  method: 'POST',
  path: '/w1/replaceWithSubstitute',
  auth: 'client',
  tag: TAG,
  summary: '一键替换：把购物车（或快速下单清单）中不可购买的一行换成替代品（数量按替代品中包装取整）',
  body: Type.Object({
    product_id: Id('原商品ID'),
    substitute_id: Id('替代品ID'),
    amount: Int('数量', 1, 1_000_000),
    /** Which list holds the line: the cart (default) or the quick-order list. */
    list: Type.Optional(OneOf('清单', ['cart', 'quick'] as const)),
  }),
  response: ReplaceResult,
});

export const ReorderSuggestion = Type.Object({
  product: Product,
  interval_days: Type.Integer(),
  last_day: Type.String(),
  overdue_days: Type.Integer(),
  suggested_amount: Type.Integer(),
});
export type ReorderSuggestion = Static<typeof ReorderSuggestion>;
export const ReorderSuggestions = Type.Object({ list: Type.Array(ReorderSuggestion) });
export type ReorderSuggestions = Static<typeof ReorderSuggestions>;

export const reorderSuggestions = endpoint({
  method: 'GET',
  path: '/w1/reorderSuggestions',
  auth: 'client',
  tag: TAG,
  summary: '补货建议：按采购历史已到常规补货周期的商品，建议数量按中包装取整',
  response: ReorderSuggestions,
});

export const dismissReorder = endpoint({
  method: 'POST',
  path: '/w1/dismissReorder',
  auth: 'client',
  tag: TAG,
  summary: '忽略一条补货建议（下次再购买该商品后重新计算）',
  body: ProductIdBody,
  response: Empty,
});
