/**
 * CSV files a Spanish Excel opens right: UTF-8 with a BOM, ';' between fields (',' is the decimal
 * mark there), CRLF line ends, Spanish headers, and the values as the screen shows them.
 */
import Papa from 'papaparse';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

/** The text of the file: BOM, a header line, one line per row (quoted where needed). */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const body = Papa.unparse(
    {
      fields: columns.map((c) => c.header),
      data: rows.map((row) => columns.map((c) => c.value(row) ?? '')),
    },
    {
      delimiter: CSV_SEPARATOR,
      newline: '\r\n',
      // A cell starting with = + - @ would run as a formula in Excel: it is written as text.
      escapeFormulae: true,
    },
  );
  // papaparse ends a header-only file with a line break and a full one without: one, always.
  return `${BOM}${body.replace(/\r\n$/, '')}\r\n`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'campanas-2026-11-23.csv': what and when (the local date). */
export const csvFileName = (name: string, date = new Date()) =>
  `${name}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;

/** Writes the rows to a file the browser downloads. */
export function downloadCsv<T>(name: string, rows: readonly T[], columns: readonly CsvColumn<T>[]) {
  const blob = new Blob([toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(name);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
