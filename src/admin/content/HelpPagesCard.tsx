import { useState, type FormEvent } from 'react';
import { deleteHelpPage, listHelpPages, saveHelpPage } from '../../api/admin/content';
import { errorText } from '../../api/errors';
import type { AdminHelpPage, HelpPageInput } from '../../contract/admin-content';
import { builtInGroupOf, HELP_GROUP_TITLES, HELP_MSG, HELP_TITLE_MAX, helpNav, isBuiltInHelp, type HelpNavItem } from '../../model/help-pages';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { Table } from '../../ui/Table';
import { useRemote } from '../../ui/useRemote';
import { confirmedStep } from '../confirmStep';
import { useFilterFormClass } from '../Filters';
import { FormError } from '../FormParts';
import { Loaded } from '../Loaded';

type Draft = { editing: boolean; name: string; title: string; group: string; sort: string; body: string };
const EMPTY: Draft = { editing: false, name: '', title: '', group: HELP_GROUP_TITLES[0]!, sort: '0', body: '' };
const STATE_TEXT: Record<HelpNavItem['state'], string> = { 'built-in': '内置内容', edited: '已修改', added: '新增页面' };

/** The form's draft for a listed page: a saved page's own fields, or a built-in topic's title and group with no body yet. */
function draftOf(item: HelpNavItem, group: string, saved: AdminHelpPage | undefined): Draft {
  if (saved) return { editing: true, name: saved.name, title: saved.title, group: saved.group, sort: String(saved.sort), body: saved.content_html };
  return { editing: true, name: item.name, title: item.title, group: isBuiltInHelp(item.name) ? builtInGroupOf(item.name) : group, sort: '0', body: '' };
}

const inputOf = (d: Draft): HelpPageInput => ({
  name: d.name.trim(),
  title: d.title.trim(),
  group: d.group,
  sort: d.sort.trim() === '' ? NaN : Number(d.sort),
  content_html: d.body.trim(),
});

/**
 * 帮助中心: every page /help lists — the built-in topics (their text shipped with the site) and the pages saved here —
 * with a form to write a page: saving one named like a built-in topic replaces its text on /help, deleting it brings
 * the built-in text back; another name adds a page to its group. The body goes through the announcements' sanitiser.
 */
export function HelpPagesCard() {
  const cls = useFilterFormClass();
  const { state, retry } = useRemote(() => listHelpPages(), 'help-pages');
  const [d, setD] = useState<Draft>(EMPTY);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (k: 'name' | 'title' | 'group' | 'sort' | 'body') => (e: { target: { value: string } }) => {
    setD((x) => ({ ...x, [k]: e.target.value }));
    setError('');
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = inputOf(d);
    setBusy(true);
    try {
      await saveHelpPage(input);
      toast(HELP_MSG.saved, 'success');
      setD(EMPTY);
      retry();
    } catch (err) {
      setError(errorText(err, '保存失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };
  const step = confirmedStep(retry);
  const remove = (item: HelpNavItem) =>
    step(
      item.state === 'edited' ? `恢复「${item.title}」的内置内容吗？已保存的内容将删除。` : `删除帮助页面「${item.title}」吗？买家将不再看到它。`,
      () => deleteHelpPage(item.name),
      item.state === 'edited' ? '已恢复内置内容' : HELP_MSG.deleted,
    );

  return (
    <div className="card">
      <h2>帮助中心</h2>
      <form className={cls} aria-label={d.editing ? `修改帮助页面 ${d.name}` : '新建帮助页面'} onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor="help-name">页面标识（/help?name= 后的字母）</label>
          <input id="help-name" type="text" value={d.name} maxLength={32} disabled={d.editing} onChange={set('name')} />
        </div>
        <div className="field">
          <label htmlFor="help-title">页面标题</label>
          <input id="help-title" type="text" value={d.title} maxLength={HELP_TITLE_MAX} onChange={set('title')} />
        </div>
        <div className="field">
          <label htmlFor="help-group">所在分组</label>
          <select id="help-group" value={d.group} onChange={set('group')}>
            {HELP_GROUP_TITLES.map((g) => (
              <option key={g}>{g}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="help-sort">顺序（新增页面，小的在前）</label>
          <input id="help-sort" inputMode="numeric" value={d.sort} onChange={set('sort')} />
        </div>
        <div className="field" style={{ flexBasis: '100%' }}>
          <label htmlFor="help-body">页面正文（可用简单的 HTML：段落、标题、加粗、列表、表格、链接；保存时按公告的规则净化）</label>
          <textarea id="help-body" rows={8} value={d.body} onChange={set('body')} />
        </div>
        <Button type="submit" variant="primary" disabled={busy}>
          保存页面
        </Button>
        {d.editing && (
          <Button type="button" variant="text" onClick={() => (setD(EMPTY), setError(''))}>
            取消修改
          </Button>
        )}
        <FormError message={error} />
      </form>
      <Loaded state={state} retry={retry} failed="帮助页面加载失败" empty="" isEmpty={() => false} rows={4}>
        {(saved) => (
          <Table<HelpNavItem & { group: string }>
            caption="帮助中心的页面（买家看到的顺序）"
            testId="help-pages"
            rows={helpNav(saved).flatMap((g) => g.items.map((i) => ({ ...i, group: g.title })))}
            rowKey={(r) => r.name}
            rowData={(r) => ({ 'data-name': r.name, 'data-state': r.state })}
            columns={[
              { title: '分组', nowrap: true, cell: (r) => r.group },
              { title: '标题', cell: (r) => r.title },
              { title: '标识', nowrap: true, cell: (r) => r.name },
              { title: '内容', nowrap: true, cell: (r) => STATE_TEXT[r.state] },
              { title: '更新时间', nowrap: true, cell: (r) => saved.find((p) => p.name === r.name)?.updated_at ?? '—' },
              {
                title: '操作',
                nowrap: true,
                cell: (r) => (
                  <>
                    <Button size="sm" variant="text" aria-label={`修改帮助页面 ${r.title}`} onClick={() => (setD(draftOf(r, r.group, saved.find((p) => p.name === r.name))), setError(''))}>
                      修改
                    </Button>
                    {r.state !== 'built-in' && (
                      <Button size="sm" variant="text" aria-label={`${r.state === 'edited' ? '恢复内置内容' : '删除帮助页面'} ${r.title}`} onClick={() => void remove(r)}>
                        {r.state === 'edited' ? '恢复内置' : '删除'}
                      </Button>
                    )}
                  </>
                ),
              },
            ]}
          />
        )}
      </Loaded>
    </div>
  );
}
