import { useState, type FormEvent } from 'react';
import { listBanners, saveBanner, uploadBannerPicture } from '../../api/admin/content';
import { errorText } from '../../api/errors';
import type { AdminBanner, BannerInput } from '../../contract/admin-content';
import { bannerBackground, BANNER_THEME_NAMES, BANNER_THEME_TEXT, type BannerTheme } from '../../model/banner-themes';
import { UPLOAD_MAX_MB } from '../../model/constants';
import { ACCOUNT_MSG } from '../../model/messages';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { Table } from '../../ui/Table';
import { useCss } from '../../ui/styled';
import { useRemote } from '../../ui/useRemote';
import { useFilterFormClass } from '../Filters';
import { FormError } from '../FormParts';
import { Loaded } from '../Loaded';

type Draft = { banner_id?: number; title: string; subtitle: string; theme: BannerTheme; url: string; sort: string; active: boolean; picture: string };
const EMPTY: Draft = { title: '', subtitle: '', theme: 'green', url: '', sort: '0', active: true, picture: '' };
const draftOf = (b: AdminBanner): Draft => ({ ...b, theme: (BANNER_THEME_NAMES as string[]).includes(b.theme) ? (b.theme as BannerTheme) : 'green', sort: String(b.sort) });
const inputOf = (d: Draft): BannerInput => ({
  ...(d.banner_id ? { banner_id: d.banner_id } : {}),
  title: d.title.trim(),
  ...(d.subtitle.trim() ? { subtitle: d.subtitle.trim() } : {}),
  theme: d.theme,
  url: d.url.trim(),
  sort: d.sort.trim() === '' ? NaN : Number(d.sort),
  active: d.active,
  picture: d.picture,
});

/** Uploads a banner picture (the server checks its type by content and its size, as every upload). */
async function uploadPicture(file: File): Promise<string> {
  if (file.size > UPLOAD_MAX_MB * 1024 * 1024) throw new Error(ACCOUNT_MSG.uploadTooLarge(UPLOAD_MAX_MB));
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadBannerPicture(form);
}

/** The slide as the home page draws it. */
function BannerPreview({ d }: { d: Draft }) {
  const css = useCss();
  return (
    <aside
      aria-label="买家首页看到的轮播图"
      data-testid="banner-preview"
      className={css`
        width: 280px; min-height: 100px; border-radius: 8px; padding: 16px; color: #fff;
        strong { display: block; font-size: 18px; } p { margin: 4px 0 0; }
      `}
      style={{ background: bannerBackground(d.theme, d.picture) }}
      data-picture={d.picture || undefined}
    >
      <strong>{d.title.trim() || '（标题）'}</strong>
      <p>{d.subtitle.trim()}</p>
      <p>{d.active ? `点击前往 ${d.url.trim() || '—'}` : '已隐藏，首页不显示'}</p>
    </aside>
  );
}

/** 首页轮播图: the slides in order, a form to add or edit one (with an uploaded picture and its preview), and show / hide. */
export function BannersCard() {
  const cls = useFilterFormClass();
  const [version, setVersion] = useState(0);
  const { state, retry } = useRemote(() => listBanners(), String(version));
  const [d, setD] = useState<Draft>(EMPTY);
  const [error, setError] = useState('');
  const [uploading, setUploading] = useState(false);
  const pick = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setUploading(true);
    setError('');
    try {
      const url = await uploadPicture(file);
      setD((x) => ({ ...x, picture: url }));
      toast('图片已上传，保存轮播图后首页显示', 'success');
    } catch (err) {
      setError(errorText(err, '图片上传失败，请稍后再试'));
    } finally {
      setUploading(false);
    }
  };
  const save = async (input: BannerInput, done: string) => {
    try {
      await saveBanner(input);
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
            <label htmlFor="banner-picture">轮播图片（jpg、png 或 bmp，不超过{UPLOAD_MAX_MB}MB，可不传）</label>
            <input id="banner-picture" type="file" accept=".jpg,.jpeg,.png,.bmp,image/jpeg,image/png,image/bmp" disabled={uploading} onChange={(e) => void pick(e.target)} />
          </div>
          {d.picture && (
            <Button type="button" variant="text" onClick={() => setD((x) => ({ ...x, picture: '' }))}>
              移除图片
            </Button>
          )}
          <div className="field">
            <label htmlFor="banner-active">
              <input id="banner-active" type="checkbox" checked={d.active} onChange={(e) => setD((x) => ({ ...x, active: e.target.checked }))} /> 在首页显示
            </label>
          </div>
          <Button type="submit" variant="primary" disabled={uploading}>
            {uploading ? '图片上传中…' : '保存轮播图'}
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
      <Loaded state={state} retry={retry} failed="轮播图加载失败" empty="还没有轮播图" rows={3}>
        {(list) => (
          <Table<AdminBanner>
            caption="轮播图（按顺序）"
            testId="banners"
            rows={list}
            rowKey={(r) => r.banner_id}
            columns={[
              { title: '顺序', num: true, cell: (r) => r.sort },
              { title: '图片', cell: (r) => (r.picture ? <img src={r.picture} alt={`${r.title} 的图片`} width={96} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} /> : '配色') },
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
      </Loaded>
    </div>
  );
}
