/** What the quick-order page, the cart page and the widgets use from batch upload (批量采购). */
export { BatchUploadButton } from './BatchUploadButton';
export { fileProblem, BATCH_ACCEPT, BATCH_MAX_MB } from './batch-file';
