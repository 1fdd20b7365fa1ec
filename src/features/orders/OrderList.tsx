import { useState, type ReactNode } from 'react';
import type { OrderCounts, OrderSummary } from '../../contract/orders';
import { useStore } from '@nanostores/react';
import { errorText } from '../../api';
import { KEYWORD_MAX_LENGTH } from '../../model/constants';
import { MSG } from '../../model/messages';
import { ORDER_TABS } from '../../model/order-status';
import { TabList } from '../../ui/Tabs';
import { $viewerKey } from '../../stores/viewer';
import { Button } from '../../ui/Button';
import { DateRangePicker } from './DateRangePicker';
import { toast } from '../../ui/overlay-store';
import { Pager } from '../../ui/Pager';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { BuyAgainDialog } from './BuyAgainDialog';
import { listInput, queryFromState } from './list-query';
import { OrderCard } from './OrderCard';
import { downloadOrders, getMyOrders } from '../../api/orders';
import { RefundDialog } from './RefundDialog';
import { useOrderActions } from './useOrderActions';
import { useOrderListUrl } from './useOrderListUrl';

type OrderPage = { list: OrderSummary[]; page: number; size: number; total: number; counts: OrderCounts };

/** Where a read-only list comes from: its loader with the list's filters, what else its answer depends on, a note per order. */
export interface OrderListSource {
  load: (input: ReturnType<typeof listInput>) => Promise<OrderPage>;
  key: string;
  note?: (order: OrderSummary) => ReactNode;
  /** What the search box finds, when more than order codes and products (e.g. customer names). */
  searchLabel?: string;
}

/**
 * The buyer's orders: tabs with counts, the date range (SPEC §5) and keyword filters, 数据下载 for the range, the
 * orders with their buttons, the pager. The state lives in the URL of `path` (the site's /personal/myOrder, or the
 * widget's memory route), so back navigation and refresh come back to the same tab, filter and page.
 */
export function OrderList({
  path,
  onOpen,
  source,
}: {
  path: string;
  onOpen: (id: number) => void;
  /** Another list of orders with the same filters (a salesman's customer orders): read-only, no 数据下载. */
  source?: OrderListSource;
}) {
  const css = useCss();
  const viewer = useStore($viewerKey);
  const { state, go } = useOrderListUrl(path);
  const query = queryFromState(state);
  const { state: remote, retry } = useRemote<OrderPage>(
    () => (source ? source.load(listInput(state)) : getMyOrders(listInput(state))),
    `${viewer}?${query}${source ? `|${source.key}` : ''}`,
  );
  const actions = useOrderActions(retry);
  const [keyword, setKeyword] = useState(state.keyword ?? '');
  const [downloading, setDownloading] = useState(false);
  const data = remote.data;
  const range = state.start && state.end ? { start: state.start, end: state.end } : null;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadOrders(range ? { created_at_start: range.start, created_at_end: range.end } : {});
    } catch (e) {
      toast(errorText(e, MSG.httpDefault), 'error');
    } finally {
      setDownloading(false);
    }
  };

  const cls = css`
    .tabs { display: flex; gap: 4px; border-bottom: 1px solid ${t.border}; margin-bottom: 12px; flex-wrap: wrap; }
    .tabs button { border: none; background: none; padding: 10px 14px; cursor: pointer; font: inherit; color: ${t.text}; border-bottom: 2px solid transparent; }
    .tabs button[aria-selected='true'] { color: ${t.primary}; border-bottom-color: ${t.primary}; font-weight: 600; }
    .tabs button:focus-visible { outline: 2px solid ${t.primary}; }
    .tabs em { font-style: normal; font-size: 12px; color: ${t.muted}; margin-left: 2px; }
    .filters { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin-bottom: 12px; }
    .filters form { display: flex; gap: 6px; }
    .filters input[type='search'] { height: 32px; border: 1px solid ${t.border}; border-radius: 4px; padding: 0 8px; font: inherit; width: 220px; }
    .order { border: 1px solid ${t.border}; border-radius: 6px; margin-bottom: 12px; overflow: hidden; }
    .order header { display: flex; gap: 20px; background: ${t.bg}; padding: 8px 14px; font-size: 13px; color: ${t.muted}; flex-wrap: wrap; }
    .order header .status { margin-left: auto; color: ${t.warn}; font-weight: 600; }
    .order header .returning { border: 1px solid ${t.warn}; color: ${t.warn}; border-radius: 4px; padding: 0 6px; font-size: 12px; }
    .order .code, .order .detail, .order .more button { border: none; background: none; padding: 0; color: ${t.primary}; cursor: pointer; font: inherit; }
    .order .body { display: grid; grid-template-columns: 1fr 180px 120px; gap: 12px; padding: 12px 14px; align-items: center; }
    .lines { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
    .lines li { display: grid; grid-template-columns: 56px 1fr auto; gap: 10px; align-items: center; }
    .lines li.more { display: block; font-size: 13px; }
    .lines small { display: block; color: ${t.muted}; font-size: 12px; }
    .qty { color: ${t.muted}; font-size: 13px; }
    .sum { display: grid; gap: 4px; text-align: center; font-size: 13px; color: ${t.muted}; }
    .sum b { color: ${t.price}; font-size: 18px; }
    .buttons { display: grid; gap: 6px; justify-items: stretch; }
    @media (max-width: 720px) { .order .body { grid-template-columns: 1fr; } }
    /* A narrow element (a side column; widgets/WidgetRoot's query container): the lines' quantity under the name. */
    @container (max-width: 479px) { .lines li { grid-template-columns: 56px minmax(0, 1fr); } .qty { grid-column: 2; } .sum { text-align: left; } }
  `;
  return (
    <div className={cls} data-testid="order-list">
      <TabList
        className="tabs"
        label="订单状态"
        selected={state.tab}
        onSelect={(tab) => go({ tab })}
        items={ORDER_TABS.map((tab) => ({
          key: tab.tab,
          label: (
            <>
              {tab.label}
              {data && tab.tab > 0 && <em data-testid={`tab-count-${tab.tab}`}>({data.counts[tab.tab as 1 | 2 | 3 | 4]})</em>}
            </>
          ),
        }))}
      />
      <div className="filters">
        <DateRangePicker value={range} onChange={(r) => go({ start: r?.start, end: r?.end })} />
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            go({ keyword: keyword.trim() || undefined });
          }}
        >
          <input type="search" aria-label={source?.searchLabel ?? '订单编号或商品名称'} placeholder={source?.searchLabel ?? '订单编号/商品名称'} maxLength={KEYWORD_MAX_LENGTH} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
          <Button type="submit" size="sm">
            搜索
          </Button>
        </form>
        {!source && (
          <Button size="sm" disabled={downloading} onClick={() => void download()}>
            数据下载
          </Button>
        )}
      </div>
      {remote.status === 'error' && !data ? (
        <ErrorBox message={errorText(remote.error, MSG.httpDefault)} onRetry={retry} />
      ) : !data ? (
        <Skeleton rows={3} height={120} />
      ) : data.list.length === 0 ? (
        <Empty>{state.keyword || range ? '没有符合条件的订单' : '暂无订单'}</Empty>
      ) : (
        <div aria-busy={remote.status === 'loading'}>
          {data.list.map((o) => (
            <OrderCard key={o.id} order={o} api={actions} onOpen={onOpen} readOnly={Boolean(source)} note={source?.note?.(o)} />
          ))}
          <Pager page={data.page} size={data.size} total={data.total} onChange={(page, size) => go({ page, size })} />
        </div>
      )}
      <RefundDialog orderId={actions.refundFor} onClose={actions.closeRefund} onDone={actions.refunded} />
      <BuyAgainDialog result={actions.again} onClose={actions.closeAgain} />
    </div>
  );
}
