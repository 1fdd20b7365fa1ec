import { INVOICE_STATUS, INVOICE_STATUS_TEXT, type InvoiceStatus } from '../../model/invoice-rules';
import { MSG } from '../../model/messages';
import { errorText } from '../../api';
import { downloadOrderInvoice } from '../../api/invoices';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';

/** Saves the issued invoice of one of the buyer's orders (PDF or OFD). */
export async function downloadInvoice(orderId: number, orderCode: string, fileType = 'pdf'): Promise<void> {
  try {
    await downloadOrderInvoice(orderId, `发票_${orderCode}.${fileType || 'pdf'}`);
  } catch (e) {
    toast(errorText(e, MSG.networkError), 'error');
  }
}

/** The order card's invoice line: its status, and the download once issued. Nothing for 未申请. */
export function InvoiceBadge({ orderId, orderCode, status }: { orderId: number; orderCode: string; status: number | undefined }) {
  if (!status) return null;
  return (
    <span data-testid="order-invoice-badge">
      发票：{INVOICE_STATUS_TEXT[status as InvoiceStatus]}
      {status === INVOICE_STATUS.issued && (
        <Button variant="text" size="sm" onClick={() => void downloadInvoice(orderId, orderCode)}>
          下载发票
        </Button>
      )}
    </span>
  );
}
