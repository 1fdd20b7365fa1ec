/** Media types of the answers that are files, not envelopes (a file endpoint's `file` lists what it may send). */
export const MEDIA = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  pdf: 'application/pdf',
  html: 'text/html',
  text: 'text/plain',
  json: 'application/json',
  javascript: 'text/javascript',
} as const;

/** The pictures the store accepts as uploads, and so may send back. */
export const PICTURE_MEDIA = ['image/jpeg', 'image/png', 'image/bmp'] as const;

/** Invoice files (发票): PDF or OFD (GB/T 33190). */
export const INVOICE_MEDIA = ['application/pdf', 'application/ofd'] as const;
