import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { errorText } from '../../api';
import { MSG, ORDER_MSG } from '../../model/messages';
import { COMMENT_MAX_LENGTH, COMPLAINT_REASONS, SERVICE_SCORES, takesComplaints, type ComplaintCode } from '../../model/order-comment';
import { $viewerKey } from '../../stores/viewer';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { commentOrder, getOrderDetail } from '../../api/orders';

/** The comment of a received order (SPEC §3): service score 4…0, complaint reasons 0–5 for a dissatisfied score, once. */
export function OrderCommentForm({ id, onDone }: { id: number; onDone: () => void }) {
  const css = useCss();
  const viewer = useStore($viewerKey);
  const { state, retry } = useRemote(() => getOrderDetail(id, { quiet: true }), `${viewer}#${id}`);
  const [score, setScore] = useState<number | null>(null);
  const [complaints, setComplaints] = useState<ComplaintCode[]>([]);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const d = state.data;

  const submit = async () => {
    if (score === null) return setError(ORDER_MSG.scoreRequired);
    setBusy(true);
    try {
      await commentOrder({ id, service_score: score, complaints: takesComplaints(score) ? complaints : [], content: content.trim() });
      toast(ORDER_MSG.commentSaved, 'success');
      onDone();
    } catch (e) {
      setError(errorText(e, MSG.httpDefault));
    } finally {
      setBusy(false);
    }
  };
  const toggle = (c: ComplaintCode) => setComplaints((cs) => (cs.includes(c) ? cs.filter((x) => x !== c) : [...cs, c]));

  const cls = css`
    display: grid; gap: 16px; max-width: 640px;
    fieldset { border: 1px solid ${t.border}; border-radius: 6px; padding: 12px 16px; display: flex; flex-wrap: wrap; gap: 12px; }
    legend { padding: 0 6px; font-weight: 600; }
    label { display: inline-flex; gap: 4px; align-items: center; cursor: pointer; }
    textarea { width: 100%; min-height: 96px; border: 1px solid ${t.border}; border-radius: 4px; padding: 8px; font: inherit; }
    .msg { color: ${t.danger}; }
    .done { color: ${t.muted}; }
  `;
  if (state.status === 'error' && !d) return <ErrorBox message={errorText(state.error, MSG.httpDefault)} onRetry={retry} />;
  if (!d) return <Skeleton rows={2} height={80} />;
  if (d.comment) {
    return (
      <div className={cls} data-testid="comment-done">
        <p className="done">{ORDER_MSG.commentTwice}：{d.comment.service_text}</p>
      </div>
    );
  }
  if (!d.actions.comment) {
    return (
      <p className={css`color: ${t.muted};`} role="alert">
        {ORDER_MSG.commentOnlyReceived}（当前状态：{d.status_text}）
      </p>
    );
  }
  return (
    <form
      className={cls}
      data-testid="comment-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p>订单编号：{d.order_code}</p>
      <fieldset>
        <legend>服务评分</legend>
        {SERVICE_SCORES.map((s) => (
          <label key={s.score}>
            <input type="radio" name="score" value={s.score} checked={score === s.score} onChange={() => (setScore(s.score), setError(null))} />
            {s.label}
          </label>
        ))}
      </fieldset>
      {takesComplaints(score) && (
        <fieldset data-testid="complaints">
          <legend>投诉原因（可多选）</legend>
          {COMPLAINT_REASONS.map((text, i) => (
            <label key={text}>
              <input type="checkbox" checked={complaints.includes(i as ComplaintCode)} onChange={() => toggle(i as ComplaintCode)} />
              {text}
            </label>
          ))}
        </fieldset>
      )}
      <label>
        <span className={css`display: block; margin-bottom: 4px;`}>评价内容（选填）</span>
        <textarea aria-label="评价内容" maxLength={COMMENT_MAX_LENGTH} value={content} onChange={(e) => setContent(e.target.value)} />
      </label>
      {error && (
        <p className="msg" role="alert">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" variant="primary" disabled={busy}>
          提交评价
        </Button>
      </div>
    </form>
  );
}
