import { useEffect, useId, useRef, useState } from 'react';
import { hasTemplate, type LicenceAsk } from '../../model/licences';
import { MSG } from '../../model/messages';
import { ApiError, getApiConfig, templateDownloadPath, uploadPicture } from '../../api';
import { toast } from '../../ui/overlay-store';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

export interface Picture {
  url: string;
  /** Local object URL for the thumbnail (the stored picture is private to this session). */
  preview: string;
  name: string;
}

/** SPEC §5: only jpeg, jpg, png, bmp. The server checks the content again; this only saves a useless upload. */
const ALLOWED = /\.(jpe?g|png|bmp)$/i;

/** One licence: its pictures, an add button hidden at the count limit, a template link where one exists. */
export function LicenceUpload({
  licence,
  limit,
  pictures,
  onChange,
  error,
  onBusy,
}: {
  licence: LicenceAsk;
  limit: number;
  pictures: Picture[];
  onChange: (pictures: Picture[]) => void;
  error?: string | null;
  /** Told when an upload starts and ends, so a form does not submit while a picture is still on its way. */
  onBusy?: (busy: boolean) => void;
}) {
  const css = useCss();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const latest = useRef(pictures);
  latest.current = pictures;
  useEffect(() => () => latest.current.forEach((p) => URL.revokeObjectURL(p.preview)), []);

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!ALLOWED.test(file.name)) return toast(MSG.badPicture, 'error');
    setBusy(true);
    onBusy?.(true);
    try {
      const { url } = await uploadPicture(file, file.name, { quiet: true });
      onChange([...latest.current, { url, preview: URL.createObjectURL(file), name: file.name }]);
    } catch (e) {
      toast(e instanceof ApiError && e.message === MSG.badPicture ? MSG.badPicture : MSG.uploadFailed, 'error');
    } finally {
      setBusy(false);
      onBusy?.(false);
    }
  };
  const remove = (p: Picture) => {
    URL.revokeObjectURL(p.preview);
    onChange(pictures.filter((x) => x !== p));
  };

  const cls = css`
    display: grid; grid-template-columns: 200px 1fr; gap: 12px; padding: 14px 0; border-bottom: 1px dashed ${t.border};
    .name { font-weight: 600; }
    .name .req { color: ${t.danger}; margin-right: 2px; }
    .name small { display: block; font-weight: 400; color: ${t.muted}; font-size: 12px; margin-top: 2px; }
    .name a { font-weight: 400; font-size: 12px; color: ${t.primary}; }
    .pics { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-start; }
    figure { margin: 0; position: relative; width: 104px; height: 104px; border: 1px solid ${t.border}; border-radius: 6px; overflow: hidden; }
    figure img { width: 100%; height: 100%; object-fit: cover; }
    figure button { position: absolute; top: 2px; right: 2px; border: none; border-radius: 50%; width: 22px; height: 22px; background: rgba(0,0,0,.55); color: #fff; cursor: pointer; }
    .add { width: 104px; height: 104px; border: 1px dashed ${t.border}; border-radius: 6px; display: flex; flex-direction: column; align-items: center; justify-content: center; color: ${t.muted}; cursor: pointer; font-size: 12px; background: #fafafa; }
    .add:hover { border-color: ${t.primary}; color: ${t.primary}; }
    .add b { font-size: 28px; font-weight: 300; line-height: 1; }
    .add[aria-busy='true'] { cursor: progress; opacity: .6; }
    input[type='file'] { position: absolute; width: 1px; height: 1px; opacity: 0; pointer-events: none; }
    .msg { grid-column: 2; color: ${t.danger}; font-size: 12px; margin-top: -6px; }
  `;
  return (
    <div className={cls} data-testid={`licence-${licence.key}`} data-need={licence.need}>
      <div className="name">
        {licence.need === 'required' && (
          <span className="req" aria-hidden="true">
            *
          </span>
        )}
        {licence.name}
        <small>
          {licence.need === 'required' ? '必传' : '选传'}，最多{limit}张，支持 jpg/jpeg/png/bmp
        </small>
        {hasTemplate(licence.key) && (
          <a href={getApiConfig().baseURL + templateDownloadPath(licence.key)} download>
            下载模板
          </a>
        )}
      </div>
      <div className="pics">
        {pictures.map((p) => (
          <figure key={p.url}>
            <img src={p.preview} alt={`${licence.name}：${p.name}`} />
            <button type="button" aria-label={`删除${licence.name}图片`} onClick={() => remove(p)}>
              ×
            </button>
          </figure>
        ))}
        {pictures.length < limit && (
          <label className="add" htmlFor={id} aria-busy={busy}>
            <b>+</b>
            {busy ? '上传中…' : '上传图片'}
            <input
              id={id}
              ref={input}
              type="file"
              accept=".jpg,.jpeg,.png,.bmp,image/jpeg,image/png,image/bmp"
              aria-label={`上传${licence.name}`}
              disabled={busy}
              onChange={(e) => void pick(e.target.files?.[0])}
            />
          </label>
        )}
      </div>
      {error && (
        <div className="msg" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
