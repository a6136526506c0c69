/** Saving a CSV file in the browser: the one writer's text (`./csv`), downloaded as a file. */
import { type CsvColumn, toCsv } from './csv';
import { saveFile } from './file';
import { csvFileName } from './fileName';

/** Writes the rows to a file the browser downloads. */
export function downloadCsv<T>(name: string, rows: readonly T[], columns: readonly CsvColumn<T>[]) {
  saveFile(new Blob([toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' }), csvFileName(name));
}
