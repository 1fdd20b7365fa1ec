import type { ClientType } from '../../model/enums';
import { CLIENT_TYPES } from '../../model/enums';
import { licencesFor, type LicenceKey } from '../../model/licences';
import { uploadLimitOf } from '../../model/register-rules';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { LicenceUpload, type Picture } from './LicenceUpload';

/** Step 3: exactly the licences SPEC §5 asks of this client type, required ones first. */
export function LicenceStep({
  type,
  pictures,
  setPictures,
  errors,
}: {
  type: ClientType;
  pictures: Partial<Record<LicenceKey, Picture[]>>;
  setPictures: (key: LicenceKey, list: Picture[]) => void;
  errors: Record<string, string>;
}) {
  const css = useCss();
  const asks = licencesFor(type);
  return (
    <>
      <p className={css`color: ${t.muted}; font-size: 13px; margin: 0 0 8px;`}>
        {CLIENT_TYPES[type]}需上传以下资质（带 <span className={css`color: ${t.danger};`}>*</span> 为必传）。请上传清晰的原件彩色照片或扫描件，复印件须加盖单位公章。
      </p>
      {asks.map((l) => (
        <LicenceUpload
          key={l.key}
          licence={l}
          limit={uploadLimitOf(l.key)}
          pictures={pictures[l.key] ?? []}
          onChange={(list) => setPictures(l.key, list)}
          error={errors[`licence.${l.key}`]}
        />
      ))}
    </>
  );
}
