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

/**
 * Where a spreadsheet would read a formula: a cell's start, or a line's inside it, at = + - @, a
 * tab or a carriage return (OWASP, CSV injection). papaparse's `escapeFormulae` looks at the start
 * of a one-line cell only: a formula after a line break went out as it was.
 */
const FORMULA_START = /(?<=^|[\r\n])(?=[=+\-@\t\r])/g;

/** A text cell with a `'` before each formula start, which makes it text; numbers stay numbers. */
export const neutraliseFormulae = <V>(value: V): V =>
  (typeof value === 'string' ? value.replace(FORMULA_START, "'") : value) as V;

/** The text of the file: BOM, a header line, one line per row (quoted where needed). */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const body = Papa.unparse(
    {
      fields: columns.map((c) => c.header),
      data: rows.map((row) => columns.map((c) => neutraliseFormulae(c.value(row) ?? ''))),
    },
    {
      delimiter: CSV_SEPARATOR,
      newline: '\r\n',
      // A neutralised cell is quoted, as papaparse's own escaping did.
      quotes: (cell: unknown) => typeof cell === 'string' && /(^|[\r\n])'/.test(cell),
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
