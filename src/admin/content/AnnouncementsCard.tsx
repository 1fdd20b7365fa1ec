import { useState, type FormEvent } from 'react';
import { listAnnouncements, publishAnnouncement, withdrawAnnouncement } from '../../api/admin/content';
import { errorText } from '../../api/errors';
import type { AnnouncementBrief } from '../../contract/content';
import { Button } from '../../ui/Button';
import { confirmDialog, toast } from '../../ui/overlay-store';
import { Pager } from '../../ui/Pager';
import { Table } from '../../ui/Table';
import { useRemote } from '../../ui/useRemote';
import { useFilterFormClass } from '../Filters';
import { FormError } from '../FormParts';
import { Loaded } from '../Loaded';
import { usePaging } from '../usePaging';

/** 公告: publish one (title and HTML body; the server keeps only what the sanitiser allows), the list, withdraw one. */
export function AnnouncementsCard() {
  const cls = useFilterFormClass();
  const { page, size, first, onChange } = usePaging();
  const [version, setVersion] = useState(0);
  const { state, retry } = useRemote(() => listAnnouncements({ page, size }), `${page}:${size}:${version}`);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const publish = async (e: FormEvent) => {
    e.preventDefault();
    const input = { title: title.trim(), content_html: body.trim() };
    setBusy(true);
    try {
      await publishAnnouncement(input);
      toast('公告已发布', 'success');
      setTitle('');
      setBody('');
      first();
      setVersion((v) => v + 1);
    } catch (err) {
      setError(errorText(err, '发布失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };
  const withdraw = async (a: AnnouncementBrief) => {
    if (!(await confirmDialog({ title: '下线公告', message: `确定下线「${a.title}」吗？买家将不再看到它。`, confirmText: '下线', cancelText: '取消' }))) return;
    try {
      await withdrawAnnouncement(a.message_id);
      toast('公告已下线', 'success');
      setVersion((v) => v + 1);
    } catch (err) {
      toast(errorText(err, '操作失败，请稍后再试'), 'error');
    }
  };
  return (
    <div className="card">
      <h2>公告</h2>
      <form className={cls} aria-label="发布公告" onSubmit={(e) => void publish(e)} noValidate>
        <div className="field">
          <label htmlFor="announcement-title">公告标题</label>
          <input id="announcement-title" value={title} maxLength={60} onChange={(e) => (setTitle(e.target.value), setError(''))} />
        </div>
        <div className="field" style={{ flexBasis: '100%' }}>
          <label htmlFor="announcement-body">公告正文（可用简单的 HTML：段落、加粗、列表、链接）</label>
          <textarea id="announcement-body" rows={5} value={body} onChange={(e) => (setBody(e.target.value), setError(''))} />
        </div>
        <Button type="submit" variant="primary" disabled={busy}>
          发布公告
        </Button>
        <FormError message={error} />
      </form>
      <Loaded state={state} retry={retry} failed="公告加载失败" empty="还没有公告" rows={3}>
        {(found) => (
          <>
            <Table<AnnouncementBrief>
              caption="已发布的公告"
              testId="announcements"
              rows={found.list}
              rowKey={(r) => r.message_id}
              columns={[
                { title: '标题', cell: (r) => r.title },
                { title: '摘要', cell: (r) => r.summary },
                { title: '发布时间', nowrap: true, cell: (r) => r.created_at },
                {
                  title: '操作',
                  nowrap: true,
                  cell: (r) => (
                    <Button size="sm" variant="text" aria-label={`下线公告 ${r.title}`} onClick={() => void withdraw(r)}>
                      下线
                    </Button>
                  ),
                },
              ]}
            />
            <Pager page={found.page} size={found.size} total={found.total} onChange={onChange} />
          </>
        )}
      </Loaded>
    </div>
  );
}
