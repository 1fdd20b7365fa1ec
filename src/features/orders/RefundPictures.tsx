import { useRef, useState } from 'react';
import { ApiError, uploadPicture } from '../../api';
import { REFUND_IMAGES_MAX } from '../../model/constants';
import { MSG } from '../../model/messages';
import { toast } from '../../ui/overlay-store';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** SPEC §5: only jpeg, jpg, png, bmp (the server checks the content again). */
const PICTURE = /\.(jpe?g|png|bmp)$/i;

export interface Picture {
  url: string;
  preview: string;
  name: string;
}

/** The pictures of a refund or a return: uploaded one by one to /api/upload, previewed, freed on `clear`. */
export function usePictures() {
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!PICTURE.test(file.name)) return toast(MSG.badPicture, 'error');
    setBusy(true);
    try {
      const { url } = await uploadPicture(file, file.name, { quiet: true });
      setPictures((ps) => [...ps, { url, preview: URL.createObjectURL(file), name: file.name }]);
    } catch (e) {
      toast(e instanceof ApiError && e.message === MSG.badPicture ? MSG.badPicture : MSG.uploadFailed, 'error');
    } finally {
      setBusy(false);
    }
  };
  const clear = () => {
    pictures.forEach((p) => URL.revokeObjectURL(p.preview));
    setPictures([]);
  };
  const remove = (p: Picture) => setPictures((ps) => ps.filter((x) => x !== p));
  return { pictures, busy, pick, clear, remove, urls: pictures.map((p) => p.url) };
}

/** Thumbnails with a remove button each and the add button, which hides at REFUND_IMAGES_MAX (SPEC §5). */
export function RefundPictures({ state, label = '+ 上传凭证' }: { state: ReturnType<typeof usePictures>; label?: string }) {
  const css = useCss();
  const input = useRef<HTMLInputElement>(null);
  const cls = css`
    display: grid; gap: 6px;
    .pics { display: flex; gap: 8px; flex-wrap: wrap; }
    figure { margin: 0; position: relative; width: 80px; height: 80px; border: 1px solid ${t.border}; border-radius: 4px; overflow: hidden; }
    figure img { width: 100%; height: 100%; object-fit: cover; }
    figure button { position: absolute; top: 2px; right: 2px; border: none; border-radius: 50%; width: 20px; height: 20px; background: rgba(0,0,0,.55); color: #fff; cursor: pointer; }
    .add { width: 80px; height: 80px; border: 1px dashed ${t.border}; border-radius: 4px; display: grid; place-items: center; color: ${t.muted}; cursor: pointer; font-size: 12px; position: relative; }
    input[type='file'] { position: absolute; width: 1px; height: 1px; opacity: 0; }
    .hint { color: ${t.muted}; font-size: 12px; }
  `;
  return (
    <div className={cls}>
      <div className="pics">
        {state.pictures.map((p) => (
          <figure key={p.url}>
            <img src={p.preview} alt={p.name} />
            <button type="button" aria-label={`删除${p.name}`} onClick={() => state.remove(p)}>
              ×
            </button>
          </figure>
        ))}
        {state.pictures.length < REFUND_IMAGES_MAX && (
          <label className="add" aria-busy={state.busy}>
            {label}
            <input
              ref={input}
              type="file"
              accept=".jpg,.jpeg,.png,.bmp"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (input.current) input.current.value = '';
                void state.pick(file);
              }}
            />
          </label>
        )}
      </div>
      <span className="hint">凭证图片最多 {REFUND_IMAGES_MAX} 张，支持 jpg、jpeg、png、bmp</span>
    </div>
  );
}
