import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation, useSearch } from 'wouter';
import type { Page } from '../../contract/catalog';
import type { OftenBuyItem } from '../../contract/quick-order';
import { CART_ADD_MAX_LINES, KEYWORD_MAX_LENGTH, PAGE_SIZES, pageSizeOf } from '../../model/constants';
import { MSG, QUICK_MSG } from '../../model/messages';
import { productDetailHref } from '../../model/route-table';
import { ApiError, delOftenBuy, errorText, getOftenBuy } from '../../api';
import { addLines } from '../../stores/cart';
import { $viewerKey } from '../../stores/viewer';
import { Button } from '../../ui/Button';
import { Pager } from '../../ui/Pager';
import { confirmDialog, toast } from '../../ui/overlay-store';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { PersonalLayout } from '../account';
import { AddedTip } from '../cart';
import { KeepItemRow } from './KeepItemRow';
import { reorderPlan, type Reorder } from './keep-items';
import { askNearExpiry } from '../../stores/purchase-flow';
import { ReorderSuggestions } from '../alerts';

const BIGGEST_PAGE = PAGE_SIZES[PAGE_SIZES.length - 1];

/** Every item of the list (with the keyword filter), page by page: 全部加入购物车 reorders the whole list. */
async function wholeList(keyword: string | undefined): Promise<OftenBuyItem[]> {
  const all: OftenBuyItem[] = [];
  for (let page = 1; ; page++) {
    const got = await getOftenBuy({ page, size: BIGGEST_PAGE, keyword });
    all.push(...got.list);
    if (got.list.length === 0 || all.length >= got.total) return all;
  }
}

/**
 * /personal/keepList (常购清单): the products this client buys again and again, newest purchase first, with a
 * keyword filter and the pager in the URL (refresh keeps them). Each item: how often and how much was bought,
 * 加入购物车 with its last amount snapped to a valid quantity, 移除 (asked first); items that cannot be bought now
 * say why. 全部加入购物车 adds every item that may be bought in one add and lists the others with their reasons.
 */
export function KeepListPage() {
  const css = useCss();
  const [path, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const page = Math.max(1, Number(query.get('page')) || 1);
  const size = pageSizeOf(Number(query.get('size')) || undefined);
  const keyword = query.get('keyword')?.slice(0, KEYWORD_MAX_LENGTH) || undefined;
  const viewer = useStore($viewerKey);
  const [data, setData] = useState<Page<OftenBuyItem> | null>(null);
  const [failed, setFailed] = useState(false);
  const [typed, setTyped] = useState(keyword ?? '');
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<{ count: number } | null>(null);
  const [outcome, setOutcome] = useState<Reorder | null>(null);

  const go = (next: { page?: number; size?: number; keyword?: string }) => {
    const q = new URLSearchParams();
    const k = 'keyword' in next ? next.keyword : keyword;
    if (k) q.set('keyword', k);
    const p = next.page ?? page;
    if (p > 1) q.set('page', String(p));
    const s = next.size ?? size;
    if (s !== pageSizeOf(undefined)) q.set('size', String(s));
    const qs = q.toString();
    navigate(qs ? `${path}?${qs}` : path);
  };

  const latest = useRef(0);
  const load = useCallback(() => {
    setFailed(false);
    // Only the answer to the newest query counts (typing a keyword, paging quickly).
    const seq = ++latest.current;
    getOftenBuy({ page, size, keyword }, { silent: true }).then(
      (got) => {
        if (seq !== latest.current) return;
        // The last item of a later page was removed: show the page before.
        if (got.list.length === 0 && got.total > 0 && page > 1) go({ page: Math.ceil(got.total / size) });
        else setData(got);
      },
      () => seq === latest.current && setFailed(true),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `go` is a fresh closure each render; `viewer` reloads the list for another login
  }, [page, size, keyword, viewer]);
  useEffect(load, [load]);
  useEffect(() => setTyped(keyword ?? ''), [keyword]);

  async function remove(item: OftenBuyItem) {
    const ok = await confirmDialog({
      title: QUICK_MSG.keepRemoveTitle,
      message: QUICK_MSG.keepConfirmRemove(item.product.ty_name),
      confirmText: MSG.confirm,
      cancelText: MSG.cancel,
    });
    if (!ok) return;
    try {
      await delOftenBuy(item.product.product_id);
      toast(QUICK_MSG.keepRemoved, 'success');
      load();
    } catch {
      /* the client has shown the server's message */
    }
  }

  async function addAll() {
    setBusy(true);
    setOutcome(null);
    try {
      const plan = reorderPlan(await wholeList(keyword));
      if (plan.ok.length === 0) {
        toast(MSG.nothingToAdd, 'warning');
        setOutcome(plan);
        return;
      }
      if (!(await askNearExpiry(plan.ok.map((i) => i.product)))) return;
      let count = 0;
      for (let i = 0; i < plan.ok.length; i += CART_ADD_MAX_LINES) {
        count = await addLines(plan.ok.slice(i, i + CART_ADD_MAX_LINES).map((l) => ({ product_id: l.product.product_id, amount: l.amount })));
      }
      setOutcome(plan);
      setAdded({ count });
    } catch (e) {
      if (!(e instanceof ApiError)) toast(errorText(e, MSG.httpDefault), 'error');
    } finally {
      setBusy(false);
    }
  }

  const cls = css`
    .tools { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-bottom: 12px; }
    form { display: flex; gap: 6px; }
    form input { width: 240px; height: 32px; border: 1px solid ${t.border}; border-radius: 4px; padding: 0 10px; font: inherit; }
    .tools .all { margin-left: auto; }
    .outcome { border: 1px solid ${t.border}; border-radius: 8px; padding: 10px 14px; margin-bottom: 12px; font-size: 13px; display: grid; gap: 4px; }
    .outcome ul { margin: 0; padding-left: 18px; color: ${t.danger}; }
    .outcome li span { color: ${t.muted}; }
    .list { display: grid; }
  `;
  let body;
  if (failed) body = <ErrorBox message={QUICK_MSG.keepLoadFailed} onRetry={load} />;
  else if (!data) body = <Skeleton rows={4} height={72} />;
  else if (data.list.length === 0) body = <Empty>{keyword ? QUICK_MSG.keepNoMatch(keyword) : QUICK_MSG.keepEmpty}</Empty>;
  else
    body = (
      <>
        <div className="list" data-testid="keep-list">
          {data.list.map((item) => (
            <KeepItemRow key={item.product.product_id} item={item} href={productDetailHref(item.product.product_id)} onRemove={() => void remove(item)} />
          ))}
        </div>
        <Pager page={data.page} size={data.size} total={data.total} onChange={(p, s) => go({ page: p, size: s })} />
      </>
    );
  return (
    <PersonalLayout title={QUICK_MSG.keepTitle}>
      <div className={cls}>
        <div className="tools">
          <form
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              go({ keyword: typed.trim() || undefined, page: 1 });
            }}
          >
            <input type="search" aria-label={QUICK_MSG.keepSearch} placeholder={QUICK_MSG.keepSearch} value={typed} maxLength={KEYWORD_MAX_LENGTH} onChange={(e) => setTyped(e.target.value)} />
            <Button type="submit">搜索</Button>
          </form>
          <Button className="all" variant="primary" disabled={busy || !data || data.total === 0} onClick={() => void addAll()}>
            {QUICK_MSG.keepAddAll}
          </Button>
        </div>
        {/* The products of this list that are due for reordering (issue 32): add or dismiss in one click. */}
        <ReorderSuggestions />
        {outcome && (
          <div className="outcome" role="status" data-testid="keep-outcome">
            <strong>{outcome.ok.length ? QUICK_MSG.addedSome(outcome.ok.length, outcome.refused.length) : QUICK_MSG.refusedCount(outcome.refused.length)}</strong>
            {outcome.refused.length > 0 && (
              <ul>
                {outcome.refused.map(({ item, refusal }) => (
                  <li key={item.product.product_id}>
                    {item.product.ty_name}：{refusal.text} <span>（{refusal.fixText}）</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {body}
      </div>
      <AddedTip added={added} onClose={() => setAdded(null)} />
    </PersonalLayout>
  );
}
