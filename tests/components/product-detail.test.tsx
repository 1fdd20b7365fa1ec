import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ProductDetailPage } from '../../src/features/product';
import { ApiError, getProductDetail } from '../../src/api';
import { addLines } from '../../src/stores/cart';
import { $session } from '../../src/stores/session';
import { makeDetail, NO_GSP } from './catalog-fixtures';

vi.mock('../../src/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api')>()),
  getProductDetail: vi.fn(),
}));
vi.mock('../../src/stores/cart', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/stores/cart')>()),
  addLines: vi.fn(async () => 3),
}));
const detail = vi.mocked(getProductDetail);

function open(path: string) {
  const { hook, searchHook } = memoryLocation({ path });
  return render(
    <Router hook={hook} searchHook={searchHook}>
      <Route path="/productDetail/:productId">
        <ProductDetailPage />
      </Route>
      <Route path="/promotion/:groupId">{(p) => <p data-testid="promotion-page">{p.groupId}</p>}</Route>
    </Router>,
  );
}

beforeEach(() => {
  $session.set({ ...$session.get(), client_id: undefined, company_id: undefined, salesman_id: undefined });
  detail.mockReset();
  vi.mocked(addLines).mockClear();
});
afterEach(cleanup);

const asClient = () => $session.set({ ...$session.get(), client_id: 7, company_id: 1 });

describe('ProductDetailPage', () => {
  it('shows the particulars, breadcrumb and marks; visitors see no price', async () => {
    detail.mockResolvedValue(makeDetail({ medicare_code: 'ZA01', near_expiration_date: 1, zhongbaozhuang_num: 10 }));
    open('/productDetail/4');
    expect(screen.getByTestId('detail-skeleton')).toBeTruthy();
    await screen.findByRole('heading', { name: '板蓝根颗粒', level: 1 });
    expect(detail).toHaveBeenCalledWith({ productId: 4, seckillId: undefined });
    const crumbs = screen.getByTestId('breadcrumb');
    expect(within(crumbs).getByRole('link', { name: '呼吸系统' }).getAttribute('href')).toBe('/category?ClassID=2');
    expect(within(crumbs).getByRole('link', { name: '感冒用药' }).getAttribute('href')).toBe('/category?ClassID=12');
    const facts = screen.getByTestId('product-facts');
    for (const text of ['10g*20袋', '10盒', '国药准字Z44021940', '乙类OTC', '2028-11-12', '华润三九医药股份有限公司'])
      expect(within(facts).getByText(text)).toBeTruthy();
    const marks = screen.getAllByTestId('product-tags')[0]!;
    expect(within(marks).getByText('医保')).toBeTruthy();
    expect(within(marks).getByText('近效期')).toBeTruthy();
    expect(within(marks).getByTestId('scope-mark').textContent).toBe('乙类OTC');
    expect(screen.getAllByTestId('price-hidden')[0]!.textContent).toBe('登录后可见价格');
    expect(screen.queryByTestId('price')).toBeNull();
    expect(within(screen.getByTestId('related-products')).getAllByTestId('product-card')).toHaveLength(1);
  });

  it('shows the GSP fields an ERP sent: 商品名, 储存条件, 医保类别, 上市许可持有人 and the 说明书 as plain text', async () => {
    const gsp = { ...NO_GSP, trade_name: '芬必得', storage: '密封，在干燥处保存', medicare_class: '甲类', licence_holder: '中美天津史克制药有限公司', carton_num: 400, leaflet: '【适应症】缓解疼痛。\n<b>不是标签</b>' };
    detail.mockResolvedValue(makeDetail({ medicare_code: 'XN02' }, {}, gsp));
    open('/productDetail/4');
    const facts = await screen.findByTestId('product-facts');
    for (const text of ['芬必得', '密封，在干燥处保存', '甲类 XN02', '中美天津史克制药有限公司', '400盒']) expect(within(facts).getByText(text)).toBeTruthy();
    const leaflet = screen.getByTestId('product-leaflet');
    expect(leaflet.textContent).toContain('<b>不是标签</b>');
    expect(leaflet.querySelector('b')).toBeNull();
  });

  it('shows no 说明书 section and no empty GSP rows when none was sent', async () => {
    detail.mockResolvedValue(makeDetail());
    open('/productDetail/4');
    const facts = await screen.findByTestId('product-facts');
    expect(within(facts).queryByText('储存条件')).toBeNull();
    expect(screen.queryByTestId('product-leaflet')).toBeNull();
  });

  it('shows the price to a logged-in client', async () => {
    asClient();
    detail.mockResolvedValue(makeDetail({ price: '12.00', retail_price: '18.00', margin: '33.33' }));
    open('/productDetail/4');
    const main = await screen.findByRole('region', { name: '板蓝根颗粒' });
    expect(within(main).getByTestId('price').textContent).toBe('¥12.00');
    expect(within(main).getByText('建议零售价 ¥18.00')).toBeTruthy();
  });

  it('steps the quantity by the packing size and corrects a typed quantity with the reason', async () => {
    asClient();
    detail.mockResolvedValue(makeDetail({ price: '12.00', zhongbaozhuang_num: 10, stock: 50 }));
    open('/productDetail/4');
    const main = await screen.findByRole('region', { name: '板蓝根颗粒' });
    const input = within(main).getByLabelText('购买数量') as HTMLInputElement;
    expect(input.value).toBe('10');
    fireEvent.click(within(main).getByLabelText('增加'));
    expect(input.value).toBe('20');
    fireEvent.change(input, { target: { value: '33' } });
    fireEvent.blur(input);
    expect(input.value).toBe('40');
    expect(within(main).getByRole('alert').textContent).toBe('购买数量须为10的倍数');
    fireEvent.click(within(main).getByRole('button', { name: '加入购物车' }));
    await waitFor(() => expect(addLines).toHaveBeenCalledWith([{ product_id: 4, amount: 40 }]));
    expect(await screen.findByTestId('added-count')).toBeTruthy();
  });

  it('says awaiting restock and will not add a sold-out product', async () => {
    asClient();
    detail.mockResolvedValue(makeDetail({ price: '12.00', stock: 0, is_failure: 2 }));
    open('/productDetail/3');
    const main = await screen.findByRole('region', { name: '板蓝根颗粒' });
    expect(within(main).getByTestId('stock-state').textContent).toBe('待补货');
    expect(within(main).getByRole('button', { name: '加入购物车' })).toHaveProperty('disabled', true);
    expect(within(main).getByLabelText('购买数量')).toHaveProperty('disabled', true);
  });

  it('tells when the linked activity is over', async () => {
    detail.mockResolvedValue(makeDetail({}, { activity_ended: true }));
    open('/productDetail/4?seckillId=5');
    expect((await screen.findByTestId('activity-ended')).textContent).toContain('活动已结束');
    expect(detail).toHaveBeenCalledWith({ productId: 4, seckillId: 5 });
  });

  it('a group purchase or pre-sale link goes to that activity\'s page, without loading the plain detail', async () => {
    open('/productDetail/4?purchaseId=12');
    expect((await screen.findByTestId('promotion-page')).textContent).toBe('12');
    expect(detail).not.toHaveBeenCalled();
  });

  it('shows the not-found page for an unknown id', async () => {
    detail.mockRejectedValue(new ApiError(404, '商品不存在', 'business'));
    open('/productDetail/999999');
    expect((await screen.findByTestId('product-not-found')).textContent).toContain('商品不存在或已下架');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/home');
  });

  it('does not even ask the server about a malformed id', async () => {
    open('/productDetail/abc');
    await screen.findByTestId('product-not-found');
    expect(detail).not.toHaveBeenCalled();
  });

  it('offers a retry when loading fails for another reason', async () => {
    detail.mockRejectedValueOnce(new ApiError(0, '后端接口连接异常', 'network'));
    detail.mockResolvedValueOnce(makeDetail());
    open('/productDetail/4');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('后端接口连接异常');
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await screen.findByRole('heading', { name: '板蓝根颗粒', level: 1 });
  });

  it('shows an ERP\'s pictures as a gallery: the first is the main one; a click, ← → and Home switch it; alt texts in Chinese', async () => {
    const pics = ['https://img.example.cn/1.jpg', 'https://img.example.cn/2.jpg', 'https://img.example.cn/3.jpg'];
    detail.mockResolvedValue(makeDetail({ thumb: pics[0] }, {}, NO_GSP, pics));
    open('/productDetail/4');
    const gallery = await screen.findByTestId('product-gallery');
    const main = () => within(screen.getByTestId('gallery-main')).getByRole('img');
    expect(main().getAttribute('src')).toBe(pics[0]);
    expect(main().getAttribute('alt')).toBe('板蓝根颗粒（第1张，共3张）');
    const thumbs = within(gallery).getAllByRole('button');
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual(['查看第1张图片', '查看第2张图片', '查看第3张图片']);
    expect(thumbs.map((b) => b.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.click(thumbs[2]!);
    expect(main().getAttribute('src')).toBe(pics[2]);
    expect(main().getAttribute('alt')).toBe('板蓝根颗粒（第3张，共3张）');
    expect(thumbs[2]!.getAttribute('aria-current')).toBe('true');
    fireEvent.keyDown(thumbs[2]!, { key: 'ArrowRight' });
    expect(main().getAttribute('src')).toBe(pics[0]);
    expect(document.activeElement).toBe(thumbs[0]);
    fireEvent.keyDown(thumbs[0]!, { key: 'ArrowLeft' });
    expect(main().getAttribute('src')).toBe(pics[2]);
    fireEvent.keyDown(thumbs[2]!, { key: 'Home' });
    expect(main().getAttribute('src')).toBe(pics[0]);
  });

  it('one picture or none: no gallery, the product\'s picture as everywhere', async () => {
    detail.mockResolvedValue(makeDetail({ thumb: 'https://img.example.cn/1.jpg' }));
    open('/productDetail/4');
    await screen.findByRole('heading', { name: '板蓝根颗粒', level: 1 });
    expect(screen.queryByTestId('product-gallery')).toBeNull();
    expect(screen.getByRole('img', { name: '板蓝根颗粒' }).getAttribute('src')).toBe('https://img.example.cn/1.jpg');
  });
});
