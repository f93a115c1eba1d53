import ExcelJS from 'exceljs';

/** A cell of an export: numbers stay numbers, so Excel sums and sorts them. */
export type Cell = string | number;

/** One sheet, a bold frozen header, columns wide enough to read: what an owner opens in Excel. */
export async function writeXlsx(sheetName: string, rows: Cell[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(...rows.map((row) => String(row[index] ?? '').length));
    column.width = Math.min(Math.max(longest + 2, 8), 50);
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The first sheet's cells as text (numbers as Excel shows them, no thousands separators). */
export async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values: string[] = [];
    row.eachCell({ includeEmpty: true }, (c, column) => {
      values[column - 1] = cellText(c.value);
    });
    rows.push(Array.from(values, (v) => v ?? ''));
  });
  return rows.filter((r) => r.some((v) => v.trim() !== ''));
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  }
  return '';
}
