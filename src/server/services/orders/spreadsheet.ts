/** .xlsx files (exceljs): bold frozen header, column widths, number formats for amounts. */
import type ExcelJS from 'exceljs';
import { lazyRequire } from '../../lib/lazy-require';

const excel = lazyRequire<typeof ExcelJS>('exceljs');

export interface Column<R> {
  header: string;
  width: number;
  value: (r: R) => string | number | null;
}

export interface Sheet<R> {
  title: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
}

export const sheetFile = <R>(title: string, columns: readonly Column<R>[], rows: readonly R[]): Promise<Buffer> =>
  bookFile([{ title, columns, rows }]);

/** A workbook of several such sheets (the salesman's report: summary, periods, customers, products). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each sheet has its own row type
export async function bookFile(sheets: readonly Sheet<any>[]): Promise<Buffer> {
  const book = new (excel().Workbook)();
  book.creator = '药采 YaoCai';
  for (const { title, columns, rows } of sheets) {
    const sheet = book.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
    sheet.getRow(1).font = { bold: true };
    for (const r of rows) sheet.addRow(columns.map((c) => c.value(r)));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
