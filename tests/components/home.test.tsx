import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HomePage } from '../../src/features/home';
import { BannerCarousel, BANNER_INTERVAL_MS } from '../../src/features/home/BannerCarousel';
import { NavBar } from '../../src/site/layout/NavBar';
import { getClientIndex, ApiError } from '../../src/api';
import { $session } from '../../src/stores/session';
import { $publicHeader } from '../../src/stores/public-header';
import { CLASSES, makeIndex, makeProduct } from './catalog-fixtures';

vi.mock('../../src/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api')>()),
  getClientIndex: vi.fn(),
}));
const clientIndex = vi.mocked(getClientIndex);

const asVisitor = () => $session.set({ ...$session.get(), client_id: undefined, company_id: undefined, salesman_id: undefined });
const asClient = (company_id = 1) => $session.set({ ...$session.get(), client_id: 7, company_id });

beforeEach(() => {
  asVisitor();
  clientIndex.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('HomePage', () => {
  it('shows a skeleton first, then banners, menu, zones, floors with cards and announcements', async () => {
    clientIndex.mockResolvedValue(makeIndex());
    render(<HomePage />);
    expect(screen.getByTestId('home-skeleton')).toBeTruthy();
    await screen.findByTestId('banner-carousel');
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(2);
    const menu = screen.getByRole('navigation', { name: '商品分类' });
    expect(within(menu).getByText('感冒用药').getAttribute('href')).toBe('/category?ClassID=12');
    expect(screen.getByRole('link', { name: /诊所专区/ }).getAttribute('href')).toBe('/clinicZone');
    const floor = screen.getByTestId('home-floor');
    expect(within(floor).getByRole('heading', { name: '热销推荐' })).toBeTruthy();
    expect(within(floor).getByRole('link', { name: '更多热销推荐' }).getAttribute('href')).toBe('/category?sort=sales');
    expect(within(floor).getAllByTestId('product-card')).toHaveLength(1);
    const news = screen.getByTestId('home-announcements');
    expect(within(news).getByRole('link', { name: '关于春节期间发货安排的通知' }).getAttribute('href')).toBe('/announcement/9');
    expect(within(news).getByRole('link', { name: /更多/ }).getAttribute('href')).toBe('/announcementList');
  });

  it('hides the category menu when the server withholds it (other-province account)', async () => {
    asClient(4);
    clientIndex.mockResolvedValue(makeIndex({ showCategory: false, classList: [] }));
    render(<HomePage />);
    await screen.findByTestId('banner-carousel');
    expect(screen.queryByTestId('category-menu')).toBeNull();
  });

  it('hides the category menu for company 4 even if the answer still carries classes', async () => {
    asClient(4);
    clientIndex.mockResolvedValue(makeIndex());
    render(<HomePage />);
    await screen.findByTestId('banner-carousel');
    expect(screen.queryByTestId('category-menu')).toBeNull();
  });

  it('hides prices from visitors and reloads with prices after login', async () => {
    clientIndex.mockResolvedValueOnce(makeIndex());
    render(<HomePage />);
    await screen.findByTestId('home-floor');
    expect(screen.getByTestId('price-hidden').textContent).toBe('登录后可见价格');
    const withPrice = makeIndex();
    withPrice.floors[0]!.list = [makeProduct({ price: '12.00' })];
    clientIndex.mockResolvedValueOnce(withPrice);
    act(() => asClient());
    await waitFor(() => expect(screen.getByTestId('price').textContent).toBe('¥12.00'));
    expect(clientIndex).toHaveBeenCalledTimes(2);
  });

  it('says what failed and retries', async () => {
    clientIndex.mockRejectedValueOnce(new ApiError(500, '服务器繁忙，请稍后再试', 'business'));
    clientIndex.mockResolvedValueOnce(makeIndex());
    render(<HomePage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('服务器繁忙，请稍后再试');
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await screen.findByTestId('banner-carousel');
  });
});

describe('BannerCarousel', () => {
  const banners = makeIndex().banners;
  const active = () => screen.getAllByTestId('banner-slide').findIndex((s) => s.getAttribute('data-active') === 'true');

  it('advances by itself, pauses on hover, and has prev/next and dot buttons', () => {
    vi.useFakeTimers();
    render(<BannerCarousel banners={banners} />);
    expect(active()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(BANNER_INTERVAL_MS);
    });
    expect(active()).toBe(1);
    fireEvent.mouseEnter(screen.getByTestId('banner-carousel'));
    act(() => {
      vi.advanceTimersByTime(BANNER_INTERVAL_MS * 3);
    });
    expect(active()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(active()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(active()).toBe(1);
    const dot = screen.getByRole('button', { name: /第1张/ });
    fireEvent.click(dot);
    expect(active()).toBe(0);
    expect(dot.getAttribute('aria-current')).toBe('true');
    // Only the shown slide is in the tab order.
    expect(screen.getAllByTestId('banner-slide').map((s) => s.tabIndex)).toEqual([0, -1]);
  });
});

describe('NavBar category dropdown', () => {
  beforeEach(() => $publicHeader.set({ searchList: [], navList: [{ name: '首页', url: '/home' }], classList: CLASSES }));

  it('opens the two levels from the button', () => {
    render(<NavBar />);
    const button = screen.getByRole('button', { name: /全部商品分类/ });
    expect(screen.queryByTestId('category-list')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // The second level shows on hover or focus (CSS), so it is looked up by text here.
    expect(screen.getByText('青霉素类').getAttribute('href')).toBe('/category?ClassID=11');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByTestId('category-list')).toBeNull();
  });

  it('opens on hover and a mouse click on the button keeps it open', () => {
    render(<NavBar />);
    fireEvent.mouseEnter(screen.getByTestId('category-menu'));
    expect(screen.getByTestId('category-list')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /全部商品分类/ }), { detail: 1 });
    expect(screen.getByTestId('category-list')).toBeTruthy();
    fireEvent.mouseLeave(screen.getByTestId('category-menu'));
    expect(screen.queryByTestId('category-list')).toBeNull();
  });

  it('is not there for an other-province account', () => {
    asClient(4);
    render(<NavBar />);
    expect(screen.queryByRole('button', { name: /全部商品分类/ })).toBeNull();
    expect(screen.getByRole('link', { name: '首页' })).toBeTruthy();
  });
});
