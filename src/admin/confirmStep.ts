import { errorText } from '../api/errors';
import { confirmDialog, toast } from '../ui/overlay-store';

/**
 * A step confirmed first (请确认 / 确定 / 取消): runs it, says `done` and calls `after` (reload the list), or shows the
 * server's refusal as a toast.
 */
export function confirmedStep(after: () => void) {
  return async (question: string, run: () => Promise<unknown>, done: string): Promise<void> => {
    if (!(await confirmDialog({ title: '请确认', message: question, confirmText: '确定', cancelText: '取消' }))) return;
    try {
      await run();
      toast(done, 'success');
      after();
    } catch (err) {
      toast(errorText(err, '操作失败，请稍后再试'), 'error');
    }
  };
}
