/** The personal message centre's kinds (issue 32) and their labels; the SMS switch is per kind. */
export const MESSAGE_KINDS = ['order', 'payment', 'licence', 'arrival', 'promo'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_KIND_LABEL: Record<MessageKind, string> = {
  order: '订单',
  payment: '支付',
  licence: '资质',
  arrival: '到货',
  promo: '促销',
};

export const isMessageKind = (s: string): s is MessageKind => (MESSAGE_KINDS as readonly string[]).includes(s);

/** The SMS text of a message: the store's sign, the title and, when short enough, the body. */
export function smsTextOf(m: { title: string; body: string }): string {
  const text = m.body ? `${m.title}：${m.body}` : m.title;
  return `【药采】${text.length > 60 ? `${text.slice(0, 59)}…` : text}`;
}
