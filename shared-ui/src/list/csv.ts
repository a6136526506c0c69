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

/**
 * Where a spreadsheet would read a formula: a cell's start, or a line's inside it, at = + - @, a
 * tab or a carriage return (OWASP, CSV injection). papaparse's `escapeFormulae` looks at the start
 * of a one-line cell only: a formula after a line break went out as it was.
 */
const FORMULA_START = /(?<=^|[\r\n])(?=[=+\-@\t\r])/g;

/** A text cell with a `'` before each formula start, which makes it text; numbers stay numbers. */
export const neutraliseFormulae = <V>(value: V): V =>
  (typeof value === 'string' ? value.replace(FORMULA_START, "'") : value) as V;

/** Lines of cells, ';'-separated, CRLF between them (quoted where needed). */
const lines = (data: unknown[][]): string =>
  Papa.unparse(data, {
    delimiter: CSV_SEPARATOR,
    newline: '\r\n',
    // A neutralised cell is quoted, as papaparse's own escaping did.
    quotes: (cell: unknown) => typeof cell === 'string' && /(^|[\r\n])'/.test(cell),
  });

const cells = <T>(row: T, columns: readonly CsvColumn<T>[]) =>
  columns.map((c) => neutraliseFormulae(c.value(row) ?? ''));

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

export { csvFileName } from './fileName';
