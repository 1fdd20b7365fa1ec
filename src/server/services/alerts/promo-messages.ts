/**
 * The 促销 message of a coupon the store hands to a client without the client claiming it (issue 32): today the prize
 * draw's coupon prizes (raffle/draw.ts, in the draw's savepoint, so a refused grant tells nothing). A coupon the
 * client claims in the coupon centre is the client's own act and tells nothing.
 */
import { chinaDay } from '../../../model/date-range';
import type { NewMessage } from './messages';

export function couponGrantMessage(clientId: number, coupon: { couponTitle: string; typeName: string; endTime: Date }, from: string): NewMessage {
  return {
    clientId,
    kind: 'promo',
    title: `您获得一张优惠券：${coupon.couponTitle}`,
    body: `${from ? `来自${from}，` : ''}${coupon.typeName}，有效期至${chinaDay(coupon.endTime)}，可在我的优惠券中查看。`,
    link: '/personal/myCoupon',
  };
}
