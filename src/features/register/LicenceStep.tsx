import type { ClientType } from '../../model/enums';
import { CLIENT_TYPES } from '../../model/enums';
import { licencesFor, type LicenceKey } from '../../model/licences';
import { uploadLimitOf } from '../../model/register-rules';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { hasValidity } from '../../model/compliance';
import { EMPTY_DETAILS, LicenceDetailFields, type DetailValues } from './LicenceDetailFields';
import { LicenceUpload, type Picture } from './LicenceUpload';

/** Step 3: exactly the licences SPEC §5 asks of this client type, required ones first. */
export function LicenceStep({
  type,
  pictures,
  setPictures,
  details,
  setDetails,
  errors,
  onUploading,
}: {
  type: ClientType;
  pictures: Partial<Record<LicenceKey, Picture[]>>;
  setPictures: (key: LicenceKey, list: Picture[]) => void;
  details: Partial<Record<LicenceKey, DetailValues>>;
  setDetails: (key: LicenceKey, value: DetailValues) => void;
  errors: Record<string, string>;
  onUploading: (key: LicenceKey, busy: boolean) => void;
}) {
  const css = useCss();
  const asks = licencesFor(type);
  return (
    <>
      <p className={css`color: ${t.muted}; font-size: 13px; margin: 0 0 8px;`}>
        {CLIENT_TYPES[type]}需上传以下资质（带 <span className={css`color: ${t.danger};`}>*</span> 为必传）。请上传清晰的原件彩色照片或扫描件，复印件须加盖单位公章。
      </p>
      {asks.map((l) => (
        <div key={l.key}>
          <LicenceUpload
            licence={l}
            limit={uploadLimitOf(l.key)}
            pictures={pictures[l.key] ?? []}
            onChange={(list) => setPictures(l.key, list)}
            error={errors[`licence.${l.key}`]}
            onBusy={(busy) => onUploading(l.key, busy)}
          />
          {hasValidity(l.key) && (
            <LicenceDetailFields name={l.name} value={details[l.key] ?? EMPTY_DETAILS} onChange={(v) => setDetails(l.key, v)} error={errors[`licenceInfo.${l.key}`]} />
          )}
        </div>
      ))}
    </>
  );
}
