/**
 * One table, two files (decision 033): CSV in UTF-8 with a byte-order mark and CRLF lines, so
 * Excel opens Korean text correctly, or an XLSX workbook written by exceljs. Cells that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) are prefixed with `'`
 * (OWASP's CSV injection advice); numbers stay numbers. A text cell (`textCell`, phone numbers)
 * stays text in Excel: in XLSX a string cell formatted `@`; in CSV a string of digits is written
 * as the constant formula `="0101…"` (Excel would otherwise read 010… as a number and drop the
 * 0). Only a cell of digits alone becomes that formula, so nothing a member typed is ever run.
 */
import type { ExportFormat } from '@venue/contract';
import ExcelJS from 'exceljs';

/** Text Excel must not read as a number (a phone number's leading 0). */
export interface TextCell {
  text: string;
}
export type Cell = string | number | null | TextCell;

export const textCell = (value: string | null): Cell => (value === null ? null : { text: value });

const isTextCell = (value: Cell): value is TextCell => typeof value === 'object' && value !== null;

export interface ExportTable {
  /** the sheet's name and the file name's stem (Korean is fine: the header is RFC 5987) */
  title: string;
  columns: string[];
  rows: Cell[][];
}

const FORMULA_START = /^[=+\-@\t\r]/;

function safeCell(value: string | number | null): string | number | null {
  if (typeof value === 'string' && FORMULA_START.test(value)) return `'${value}`;
  return value;
}

function csvCell(value: Cell): string {
  const text = isTextCell(value)
    ? /^\d+$/.test(value.text)
      ? `="${value.text}"`
      : String(safeCell(value.text))
    : value === null
      ? ''
      : String(safeCell(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const UTF8_BOM = '\uFEFF';

export function toCsv(table: ExportTable): Buffer {
  const lines = [table.columns, ...table.rows].map((row) => row.map(csvCell).join(','));
  return Buffer.from(`${UTF8_BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function toXlsx(table: ExportTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'venue console';
  // Sheet names: at most 31 characters, none of []:*?/\
  const sheet = workbook.addWorksheet(table.title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
  sheet.addRow(table.columns);
  sheet.getRow(1).font = { bold: true };
  for (const values of table.rows) {
    const row = sheet.addRow(values.map((cell) => safeCell(isTextCell(cell) ? cell.text : cell)));
    values.forEach((cell, index) => {
      if (isTextCell(cell)) row.getCell(index + 1).numFmt = '@';
    });
  }
  const width = (cell: Cell) => (isTextCell(cell) ? cell.text : String(cell ?? '')).length;
  sheet.columns.forEach((column, index) => {
    const widest = Math.max(
      width(table.columns[index] ?? ''),
      ...table.rows.map((row) => width(row[index] ?? null)),
    );
    column.width = Math.min(50, Math.max(8, widest * 1.6));
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function renderExport(table: ExportTable, format: ExportFormat): Promise<Buffer> {
  return format === 'csv' ? toCsv(table) : toXlsx(table);
}

/** `attachment; filename="export.csv"; filename*=UTF-8''<the Korean name>` */
export function contentDisposition(stem: string, format: ExportFormat): string {
  const name = `${stem}.${format}`;
  const ascii = name.replace(/[^A-Za-z0-9._-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
