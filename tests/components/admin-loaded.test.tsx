/** The back office's list states (src/admin/Loaded.tsx) and shared keyword + select filter (src/admin/KeywordFilter.tsx). */
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { KeywordFilter } from '../../src/admin/KeywordFilter';
import { Loaded } from '../../src/admin/Loaded';
import { ApiError } from '../../src/api/errors';
import type { RemoteState } from '../../src/ui/useRemote';

afterEach(cleanup);

type Page = { total: number; list: string[] };
const show = (state: RemoteState<Page | string[]>, retry = () => undefined) =>
  render(
    <Loaded state={state} retry={retry} failed="列表加载失败" empty="没有记录">
      {(d) => <p data-testid="body">{(Array.isArray(d) ? d : d.list).join(',')}</p>}
    </Loaded>,
  );

it('a failure with nothing shown yet is an alert with the fallback text and 重试; loading shows the skeleton', () => {
  const retry = vi.fn();
  show({ status: 'error', error: new Error('boom') }, retry);
  expect(screen.getByRole('alert').textContent).toContain('列表加载失败');
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(retry).toHaveBeenCalledOnce();
  cleanup();
  show({ status: 'loading' });
  expect(screen.getByLabelText('加载中')).toBeTruthy();
  expect(screen.queryByTestId('body')).toBeNull();
});

it("the server's own message wins over the fallback", () => {
  show({ status: 'error', error: new ApiError(403, '无权访问', 'business') });
  expect(screen.getByRole('alert').textContent).toContain('无权访问');
});

it('an empty page or an empty array says the empty text; otherwise the rows, kept while reloading or after a failed reload', () => {
  show({ status: 'ready', data: { total: 0, list: [] } });
  expect(screen.getByTestId('empty').textContent).toBe('没有记录');
  cleanup();
  show({ status: 'ready', data: [] });
  expect(screen.getByTestId('empty').textContent).toBe('没有记录');
  cleanup();
  show({ status: 'loading', data: { total: 2, list: ['甲', '乙'] } });
  expect(screen.getByTestId('body').textContent).toBe('甲,乙');
  cleanup();
  show({ status: 'error', error: new Error('x'), data: ['丙'] });
  expect(screen.getByTestId('body').textContent).toBe('丙');
  expect(screen.queryByRole('alert')).toBeNull();
});

it('the filter form hands the trimmed keyword (left out when blank) and the picked option to onSearch', () => {
  const onSearch = vi.fn();
  render(<KeywordFilter<'all' | 'on'> name="筛选商品" id="p" keywordLabel="名称" selectLabel="上下架" options={{ all: '全部', on: '在售' }} initial="all" onSearch={onSearch} />);
  const form = screen.getByRole('form', { name: '筛选商品' });
  fireEvent.submit(form);
  expect(onSearch).toHaveBeenLastCalledWith({ value: 'all' });
  fireEvent.change(screen.getByLabelText('名称'), { target: { value: '  阿莫西林 ' } });
  fireEvent.change(screen.getByLabelText('上下架'), { target: { value: 'on' } });
  fireEvent.click(screen.getByRole('button', { name: '查询' }));
  expect(onSearch).toHaveBeenLastCalledWith({ keyword: '阿莫西林', value: 'on' });
});

it('an answer that is not a list says when it is empty through isEmpty', () => {
  render(
    <Loaded state={{ status: 'ready', data: { erp: [] as string[] } }} retry={() => undefined} failed="x" empty="没有合作方" isEmpty={(d) => d.erp.length === 0}>
      {() => <p data-testid="body" />}
    </Loaded>,
  );
  expect(screen.getByTestId('empty').textContent).toBe('没有合作方');
  expect(screen.queryByTestId('body')).toBeNull();
});
