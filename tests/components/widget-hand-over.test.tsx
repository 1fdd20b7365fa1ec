/**
 * A widget's links to store pages (join tip 去购物车, 立即下单, 去结算) are never dead: the host may take the
 * navigation (cancelable yc:navigate), otherwise the store page opens.
 */
import { describe, expect, it, vi } from 'vitest';
import { handOver, widgetConfig } from '../../widgets/config';

describe('handOver', () => {
  it('offers the path to the host first; a host that takes it keeps the buyer where they are', () => {
    const host = document.createElement('yc-cart');
    document.body.append(host);
    const assign = vi.fn();
    const seen: CustomEvent[] = [];
    const take = (e: Event) => {
      seen.push(e as CustomEvent);
      e.preventDefault();
    };
    document.addEventListener('yc:navigate', take);
    handOver(host, '/shopCart', assign);
    document.removeEventListener('yc:navigate', take);
    expect(seen[0]?.detail).toEqual({ to: '/shopCart' });
    expect(seen[0]?.composed && seen[0]?.cancelable).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    host.remove();
  });

  it('opens the store page when the host ignores the event, at the configured store URL', () => {
    const host = document.createElement('yc-search');
    document.body.append(host);
    const assign = vi.fn();
    handOver(host, '/shopCart', assign);
    expect(assign).toHaveBeenCalledWith(`${location.origin}/shopCart`);
    const before = widgetConfig.storeUrl;
    widgetConfig.storeUrl = 'https://shop.example.com/store/';
    handOver(host, '/submitOrder?isQuick=1', assign);
    widgetConfig.storeUrl = before;
    expect(assign).toHaveBeenLastCalledWith('https://shop.example.com/store/submitOrder?isQuick=1');
    host.remove();
  });
});
