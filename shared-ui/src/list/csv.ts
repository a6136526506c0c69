/**
 * CSV files a Spanish Excel opens right: UTF-8 with a BOM, ';' between fields (',' is the decimal
 * mark there), CRLF line ends, Spanish headers, and the values as the screen shows them. The one
 * writer: the API streams list exports with it (head, then rows in batches), with no DOM.
 */
import Papa from 'papaparse';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

/** Lines of cells, ';'-separated, CRLF between them (quoted where needed). */
const lines = (data: unknown[][]): string =>
  Papa.unparse(data, {
    delimiter: CSV_SEPARATOR,
    newline: '\r\n',
    // A cell starting with = + - @ would run as a formula in Excel: it is written as text.
    escapeFormulae: true,
  });

const cells = <T>(row: T, columns: readonly CsvColumn<T>[]) =>
  columns.map((c) => c.value(row) ?? '');

/** The start of the file: the BOM and the header line. */
export const csvHead = <T>(columns: readonly CsvColumn<T>[]): string =>
  `${BOM}${lines([columns.map((c) => c.header)])}\r\n`;

/** The lines of `rows`, each ended by CRLF ('' for none): a file is its head and then these. */
export const csvRows = <T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string =>
  rows.length === 0 ? '' : `${lines(rows.map((row) => cells(row, columns)))}\r\n`;

/** The text of the file: BOM, a header line, one line per row (quoted where needed). */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return csvHead(columns) + csvRows(rows, columns);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'campanas-2026-11-23.csv': what and when (the local date). */
export const csvFileName = (name: string, date = new Date()) =>
  `${name}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
