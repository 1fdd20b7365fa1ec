import { CART_MSG, MSG } from '../../model/messages';
import { confirmDialog } from '../../ui/overlay-store';

/** Every delete in the cart asks first, with the same title and buttons. */
export const askDelete = (message: string): Promise<boolean> =>
  confirmDialog({ title: CART_MSG.deleteTitle, message, confirmText: MSG.confirm, cancelText: MSG.cancel });
