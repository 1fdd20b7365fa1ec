import { useState, type FormEvent } from 'react';
import { call } from '../../api/call';
import { errorText } from '../../api/errors';
import * as content from '../../contract/admin-content';
import type { AdminBanner, BannerInput } from '../../contract/admin-content';
import { BANNER_THEME_NAMES, BANNER_THEME_TEXT, BANNER_THEMES, type BannerTheme } from '../../model/banner-themes';
import { schemaProblem, type JsonSchema } from '../../model/schema-check';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { Table } from '../../ui/Table';
import { useCss } from '../../ui/styled';
import { useRemote } from '../../ui/useRemote';
import { useFilterFormClass } from '../Filters';
import { FormError } from '../FormParts';

type Draft = { banner_id?: number; title: string; subtitle: string; theme: BannerTheme; url: string; sort: string; active: boolean };
const EMPTY: Draft = { title: '', subtitle: '', theme: 'green', url: '', sort: '0', active: true };
const draftOf = (b: AdminBanner): Draft => ({ ...b, theme: (BANNER_THEME_NAMES as string[]).includes(b.theme) ? (b.theme as BannerTheme) : 'green', sort: String(b.sort) });
const inputOf = (d: Draft): BannerInput => ({
  ...(d.banner_id ? { banner_id: d.banner_id } : {}),
  title: d.title.trim(),
  ...(d.subtitle.trim() ? { subtitle: d.subtitle.trim() } : {}),
  theme: d.theme,
  url: d.url.trim(),
  sort: d.sort.trim() === '' ? NaN : Number(d.sort),
  active: d.active,
});

/** The slide as the home page draws it. */
function BannerPreview({ d }: { d: Draft }) {
  const css = useCss();
  const [from, to] = BANNER_THEMES[d.theme];
  return (
    <aside
      aria-label="买家首页看到的轮播图"
      data-testid="banner-preview"
      className={css`
        width: 280px; min-height: 100px; border-radius: 8px; padding: 16px; color: #fff; background: linear-gradient(120deg, ${from}, ${to});
        strong { display: block; font-size: 18px; } p { margin: 4px 0 0; }
      `}
    >
      <strong>{d.title.trim() || '（标题）'}</strong>
      <p>{d.subtitle.trim()}</p>
      <p>{d.active ? `点击前往 ${d.url.trim() || '—'}` : '已隐藏，首页不显示'}</p>
    </aside>
  );
}

/** 首页轮播图: the slides in order, a form to add or edit one, and show / hide. */
export function BannersCard() {
  const cls = useFilterFormClass();
  const [version, setVersion] = useState(0);
  const { state, retry } = useRemote(() => call(content.adminBanners, {}, { quiet: true }), String(version));
  const [d, setD] = useState<Draft>(EMPTY);
  const [error, setError] = useState('');
  const save = async (input: BannerInput, done: string) => {
    const problem = schemaProblem(content.adminBannerSave.body as unknown as JsonSchema, input);
    if (problem) return setError(problem);
    try {
      await call(content.adminBannerSave, input, { quiet: true });
      toast(done, 'success');
      setD(EMPTY);
      setError('');
      setVersion((v) => v + 1);
    } catch (err) {
      setError(errorText(err, '保存失败，请稍后再试'));
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save(inputOf(d), '轮播图已保存');
  };
  const set = (k: 'title' | 'subtitle' | 'url' | 'sort' | 'theme') => (e: { target: { value: string } }) => {
    setD((x) => ({ ...x, [k]: e.target.value }));
    setError('');
  };
  const data = state.data;
  return (
    <div className="card">
      <h2>首页轮播图</h2>
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 16, alignItems: 'start' }}>
        <form className={cls} aria-label={d.banner_id ? `修改轮播图 ${d.banner_id}` : '新建轮播图'} onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor="banner-title">标题</label>
            <input id="banner-title" value={d.title} maxLength={30} onChange={set('title')} />
          </div>
          <div className="field">
            <label htmlFor="banner-subtitle">副标题（可选）</label>
            <input id="banner-subtitle" value={d.subtitle} maxLength={60} onChange={set('subtitle')} />
          </div>
          <div className="field">
            <label htmlFor="banner-url">链接（站内路径，如 /seckillPage）</label>
            <input id="banner-url" value={d.url} maxLength={200} onChange={set('url')} />
          </div>
          <div className="field">
            <label htmlFor="banner-theme">配色</label>
            <select id="banner-theme" value={d.theme} onChange={set('theme')}>
              {BANNER_THEME_NAMES.map((n) => (
                <option key={n} value={n}>
                  {BANNER_THEME_TEXT[n]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="banner-sort">顺序（小的在前）</label>
            <input id="banner-sort" inputMode="numeric" value={d.sort} onChange={set('sort')} />
          </div>
          <div className="field">
            <label htmlFor="banner-active">
              <input id="banner-active" type="checkbox" checked={d.active} onChange={(e) => setD((x) => ({ ...x, active: e.target.checked }))} /> 在首页显示
            </label>
          </div>
          <Button type="submit" variant="primary">
            保存轮播图
          </Button>
          {d.banner_id && (
            <Button type="button" variant="text" onClick={() => setD(EMPTY)}>
              取消修改
            </Button>
          )}
          <FormError message={error} />
        </form>
        <BannerPreview d={d} />
      </div>
      {state.status === 'error' && !data ? (
        <ErrorBox message={errorText(state.error, '轮播图加载失败')} onRetry={retry} />
      ) : !data ? (
        <Skeleton rows={3} height={36} />
      ) : data.length === 0 ? (
        <Empty>还没有轮播图</Empty>
      ) : (
        <Table<AdminBanner>
          caption="轮播图（按顺序）"
          testId="banners"
          rows={data}
          rowKey={(r) => r.banner_id}
          columns={[
            { title: '顺序', num: true, cell: (r) => r.sort },
            { title: '标题', cell: (r) => r.title },
            { title: '链接', cell: (r) => r.url },
            { title: '配色', nowrap: true, cell: (r) => BANNER_THEME_TEXT[r.theme as BannerTheme] ?? r.theme },
            { title: '状态', nowrap: true, cell: (r) => (r.active ? '显示中' : '已隐藏') },
            {
              title: '操作',
              nowrap: true,
              cell: (r) => (
                <>
                  <Button size="sm" variant="text" aria-label={`修改轮播图 ${r.title}`} onClick={() => setD(draftOf(r))}>
                    修改
                  </Button>
                  <Button size="sm" variant="text" aria-label={`${r.active ? '隐藏' : '显示'}轮播图 ${r.title}`} onClick={() => void save(inputOf({ ...draftOf(r), active: !r.active }), r.active ? '已隐藏' : '已显示')}>
                    {r.active ? '隐藏' : '显示'}
                  </Button>
                </>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
