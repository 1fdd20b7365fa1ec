import { useState } from 'react';
import { Link } from 'wouter';
import { errorText } from '../../api/errors';
import { Button } from '../../ui/Button';
import { confirmDialog, toast } from '../../ui/overlay-store';
import { Table } from '../../ui/Table';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import type { OfferKind } from '../offers/kind';
import { OFFER_KINDS, kindOf } from '../offers/kinds';
import { OfferForm } from '../offers/OfferForm';
import { CardsPage } from '../FormParts';
import { Loaded } from '../Loaded';
import { useTitle } from '../useTitle';
import { NotFoundPage } from './Denied';

/** The latest of a kind with their state, and the end (or close) button where the service allows it. */
function OfferList({ kind, version }: { kind: OfferKind<never>; version: number }) {
  const list = kind.list;
  const { state, retry } = useRemote(() => (list ? list() : Promise.resolve([])), `${kind.slug}:${version}`);
  const end = async (row: never) => {
    const name = kind.nameOf(row);
    const word = kind.endText ?? '结束';
    if (!kind.end || !(await confirmDialog({ title: `${word}${kind.label}`, message: `确定${word}「${name}」吗？已下的订单不受影响。`, confirmText: word, cancelText: '取消' }))) return;
    try {
      await kind.end(kind.idOf(row));
      toast(`已${word}`, 'success');
      retry();
    } catch (e) {
      toast(errorText(e, '操作失败，请稍后再试'), 'error');
    }
  };
  return (
    <Loaded state={state} retry={retry} failed={`${kind.label}加载失败`} empty={`还没有${kind.label}活动`} rows={3}>
      {(data) => (
        <Table<never>
          caption={`最近的${kind.label}活动`}
          testId={`offers-${kind.slug}`}
          rows={data}
          rowKey={(r) => kind.idOf(r)}
          rowData={(r) => ({ 'data-offer': kind.idOf(r) })}
          columns={[
            { title: '编号', num: true, cell: (r) => kind.idOf(r) },
            { title: '活动', cell: (r) => kind.nameOf(r) },
            ...kind.columns,
            {
              title: '操作',
              nowrap: true,
              cell: (r) =>
                kind.end && kind.endable(r) ? (
                  <Button size="sm" variant="text" aria-label={`${kind.endText ?? '结束'}${kind.label} ${kind.idOf(r)}`} onClick={() => void end(r)}>
                    {kind.endText ?? '结束'}
                  </Button>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      )}
    </Loaded>
  );
}

/** 促销活动: one tab per kind the operator's commands create; each a form with the buyer's preview and its list. */
export default function OffersPage({ slug }: { slug: string }) {
  const kind = kindOf(slug);
  useTitle(kind ? `${kind.label}活动` : '促销活动');
  const [version, setVersion] = useState(0);
  if (!kind) return <NotFoundPage />;
  return (
    <CardsPage
      title="促销活动"
      extra={`
        nav ul { display: flex; flex-wrap: wrap; gap: 4px; list-style: none; margin: 0 0 16px; padding: 0; }
        nav a { display: inline-block; padding: 6px 12px; border-radius: 4px; color: ${t.text}; text-decoration: none; border: 1px solid ${t.border}; }
        nav a[aria-current='page'] { background: ${t.primary}; color: #fff; border-color: ${t.primary}; }
      `}
    >
      <nav aria-label="活动类型">
        <ul>
          {OFFER_KINDS.map((k) => (
            <li key={k.slug}>
              <Link href={`/offers/${k.slug}`} aria-current={k.slug === slug ? 'page' : undefined}>
                {k.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="card">
        <h2>新建{kind.label}</h2>
        <OfferForm key={kind.slug} kind={kind} onCreated={() => setVersion((v) => v + 1)} />
      </div>
      {kind.list && (
        <div className="card">
          <OfferList key={kind.slug} kind={kind} version={version} />
        </div>
      )}
    </CardsPage>
  );
}
