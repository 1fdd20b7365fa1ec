import { useEffect, useState } from 'react';
import { getLeaflet, saveLeaflet } from '../../api/admin/catalogue';
import { errorText } from '../../api/errors';
import { leafletParagraphs } from '../../model/documents';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { useRemote } from '../../ui/useRemote';
import { FormError } from '../FormParts';
import { Loaded } from '../Loaded';

const LEAFLET_MAX = 20_000;

/** 说明书 (运营): the package insert as plain text, one paragraph a line; empty shows nothing on the product page. */
export function LeafletCard({ productId }: { productId: number }) {
  const { state, retry } = useRemote(() => getLeaflet(productId), String(productId));
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => setText(null), [productId]);
  const value = text ?? state.data?.leaflet ?? '';
  const save = async () => {
    setError('');
    setBusy(true);
    try {
      const saved = await saveLeaflet(productId, value);
      setText(saved.leaflet);
      toast('说明书已保存', 'success');
    } catch (e) {
      setError(errorText(e, '保存失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="card">
      <h2 id="leaflet-edit-title">说明书</h2>
      <Loaded state={state} retry={retry} failed="说明书加载失败" empty="" isEmpty={() => false} rows={2}>
        {() => (
          <>
            <textarea
              aria-labelledby="leaflet-edit-title"
              value={value}
              rows={10}
              maxLength={LEAFLET_MAX}
              style={{ width: '100%', boxSizing: 'border-box', font: 'inherit' }}
              onChange={(e) => setText(e.target.value)}
            />
            <p style={{ margin: '4px 0 8px' }}>纯文本，每行一段（{leafletParagraphs(value).length} 段）；留空则商品页不显示说明书。</p>
            <Button variant="primary" disabled={busy} onClick={() => void save()}>
              {busy ? '保存中…' : '保存说明书'}
            </Button>
            <FormError message={error} />
          </>
        )}
      </Loaded>
    </div>
  );
}
