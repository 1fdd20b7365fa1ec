import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { getNotifier, errorText } from '../../api';
import { getMessageSettings, getMyMessages, readMessages, saveMessageSettings } from '../../api/alerts';
import type { ClientMessage } from '../../contract/alerts';
import { MESSAGE_KINDS, MESSAGE_KIND_LABEL, type MessageKind } from '../../model/message-kinds';
import { PAGE_SIZE_DEFAULT } from '../../model/constants';
import { $arrivals, setArrival } from '../../stores/arrivals';
import { messagesMarked, setUnreadMessages } from '../../stores/messages';
import { Button } from '../../ui/Button';
import { useHostEnv } from '../../ui/host-env';
import { Pager } from '../../ui/Pager';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { TabList } from '../../ui/Tabs';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { ArrivalList } from './ArrivalList';

type Filter = 'all' | MessageKind;

export const MESSAGE_TEXT = {
  heading: '我的消息',
  all: '全部',
  unreadOnly: '只看未读',
  readAll: '全部标为已读',
  markRead: '标为已读',
  markUnread: '标为未读',
  empty: '暂无消息。订单、支付、资质审核与到货提醒会在这里通知您',
  loadFailed: '消息加载失败',
  sms: '短信通知',
  smsHint: '勾选的类型同时发送短信到您的手机',
  smsSaved: '短信通知设置已保存',
  unread: '未读',
} as const;

/** The personal message centre: kinds, unread first to see, read / unread, the place to act; SMS per kind. */
export function MyMessages() {
  const css = useCss();
  const env = useHostEnv();
  const [filter, setFilter] = useState<Filter>('all');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const { state, retry } = useRemote(
    () =>
      getMyMessages({ page, size: PAGE_SIZE_DEFAULT, ...(filter === 'all' ? {} : { kind: filter }), ...(unreadOnly ? { unread: 1 } : {}) }).then((d) => {
        setUnreadMessages(d.unread);
        return d;
      }),
    `${filter}|${unreadOnly}|${page}|${version}`,
  );
  const data = state.data;
  const mark = async (ids: number[] | undefined, read: 0 | 1) => {
    const r = await readMessages(ids, read);
    messagesMarked(r.unread);
    setVersion((v) => v + 1);
  };
  const open = async (m: ClientMessage) => {
    if (!m.read) await mark([m.id], 1).catch(() => undefined);
    if (m.link) env.navigate(m.link);
  };
  const cls = css`
    display: grid; gap: 16px;
    .card { background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 10px; padding: 8px 24px 12px; }
    h2 { font-size: 16px; margin: 12px 0; }
    .bar { display: flex; align-items: center; gap: 16px; flex-wrap: wrap; margin-bottom: 8px; }
    ol { list-style: none; margin: 0; padding: 0; }
    li { border-top: 1px solid ${t.border}; padding: 12px 0; display: grid; grid-template-columns: auto minmax(0, 1fr) auto; gap: 4px 12px; align-items: baseline; }
    .kind { font-size: 12px; padding: 0 6px; border-radius: 3px; background: #eef4ff; color: ${t.primary}; }
    .title { border: none; background: none; padding: 0; font: inherit; font-size: 15px; text-align: left; cursor: pointer; color: ${t.text}; }
    li[data-read='0'] .title { font-weight: 700; }
    li[data-read='0'] .title::after { content: ''; display: inline-block; width: 6px; height: 6px; margin-left: 6px; border-radius: 50%; background: ${t.danger}; vertical-align: middle; }
    .title:hover, .title:focus-visible { color: ${t.primary}; }
    time { color: ${t.muted}; font-size: 12px; }
    .body { grid-column: 2 / -1; color: ${t.muted}; font-size: 13px; margin: 0; }
    .ops { grid-column: 2 / -1; }
    .ops button { border: none; background: none; padding: 0; font: inherit; font-size: 12px; color: ${t.muted}; cursor: pointer; }
    .ops button:hover { color: ${t.primary}; }
  `;
  const tabs = [{ key: 'all' as Filter, label: MESSAGE_TEXT.all }, ...MESSAGE_KINDS.map((k) => ({ key: k as Filter, label: MESSAGE_KIND_LABEL[k] }))];
  return (
    <div className={cls}>
      <section className="card" aria-labelledby="my-messages-heading" data-testid="my-messages">
        <h2 id="my-messages-heading">
          {MESSAGE_TEXT.heading}
          {data && data.unread > 0 && <span data-testid="my-messages-unread">（{MESSAGE_TEXT.unread} {data.unread}）</span>}
        </h2>
        <TabList
          label="消息类型"
          items={tabs}
          selected={filter}
          onSelect={(k) => {
            setFilter(k);
            setPage(1);
          }}
        />
        <div className="bar">
          <label>
            <input type="checkbox" checked={unreadOnly} onChange={(e) => (setUnreadOnly(e.target.checked), setPage(1))} /> {MESSAGE_TEXT.unreadOnly}
          </label>
          <Button size="sm" disabled={!data || data.unread === 0} onClick={() => void mark(undefined, 1).catch(() => undefined)}>
            {MESSAGE_TEXT.readAll}
          </Button>
        </div>
        {state.status === 'error' && !data && <ErrorBox message={errorText(state.error, MESSAGE_TEXT.loadFailed)} onRetry={retry} />}
        {state.status === 'loading' && !data && <Skeleton rows={3} height={48} />}
        {data && data.list.length === 0 && <Empty>{MESSAGE_TEXT.empty}</Empty>}
        {data && data.list.length > 0 && (
          <>
            <ol aria-busy={state.status === 'loading'}>
              {data.list.map((m) => (
                <li key={m.id} data-testid="my-message" data-read={m.read} data-kind={m.kind}>
                  <span className="kind">{MESSAGE_KIND_LABEL[m.kind]}</span>
                  <button type="button" className="title" onClick={() => void open(m)}>
                    {m.title}
                  </button>
                  <time dateTime={m.created_at.replace(' ', 'T')}>{m.created_at.slice(0, 16)}</time>
                  {m.body && <p className="body">{m.body}</p>}
                  <div className="ops">
                    <button type="button" onClick={() => void mark([m.id], m.read ? 0 : 1).catch(() => undefined)} aria-label={`${m.read ? MESSAGE_TEXT.markUnread : MESSAGE_TEXT.markRead}：${m.title}`}>
                      {m.read ? MESSAGE_TEXT.markUnread : MESSAGE_TEXT.markRead}
                    </button>
                  </div>
                </li>
              ))}
            </ol>
            <Pager page={data.page} size={data.size} total={data.total} onChange={(p) => setPage(p)} />
          </>
        )}
      </section>
      <MyArrivals />
      <SmsSettings />
    </div>
  );
}

function MyArrivals() {
  const list = useStore($arrivals);
  return <ArrivalList list={list} onCancel={(id) => void setArrival(id, false)} />;
}

function SmsSettings() {
  const css = useCss();
  const { state } = useRemote(() => getMessageSettings(), 'sms-settings');
  const [kinds, setKinds] = useState<MessageKind[] | null>(null);
  const on = kinds ?? state.data?.sms_kinds ?? [];
  const toggle = (k: MessageKind, checked: boolean) => {
    const next = checked ? [...on, k] : on.filter((x) => x !== k);
    setKinds(next);
    void saveMessageSettings(next)
      .then((r) => (setKinds(r.sms_kinds), getNotifier().message(MESSAGE_TEXT.smsSaved, 'success')))
      .catch(() => setKinds(on));
  };
  return (
    <section
      className={css`
        background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 10px; padding: 8px 24px 12px;
        h2 { font-size: 16px; margin: 12px 0 4px; }
        p { color: ${t.muted}; font-size: 12px; margin: 0 0 8px; }
        fieldset { border: none; padding: 0; margin: 0; display: flex; gap: 16px; flex-wrap: wrap; }
      `}
      aria-labelledby="sms-heading"
      data-testid="sms-settings"
    >
      <h2 id="sms-heading">{MESSAGE_TEXT.sms}</h2>
      <p>{MESSAGE_TEXT.smsHint}</p>
      <fieldset disabled={!state.data}>
        <VisuallyHidden as="legend">{MESSAGE_TEXT.sms}</VisuallyHidden>
        {MESSAGE_KINDS.map((k) => (
          <label key={k}>
            <input type="checkbox" checked={on.includes(k)} onChange={(e) => toggle(k, e.target.checked)} /> {MESSAGE_KIND_LABEL[k]}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
