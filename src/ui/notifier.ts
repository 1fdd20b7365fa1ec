import { setNotifier } from '../api';
import { toast, confirmDialog } from './overlay-store';

/** The HTTP client's notices shown with our toasts and confirm dialog. */
export function installNotifier(): void {
  setNotifier({
    error: (msg) => toast(msg, 'error'),
    message: (msg, kind = 'info') => toast(msg, kind),
    notify: (msg) => toast(msg, 'error', 4500),
    confirm: (o) => confirmDialog(o),
  });
}
