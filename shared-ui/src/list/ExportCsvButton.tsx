/** 'Exportar CSV': downloads the rows of the list's current view (tab, filters, search, sort). */
import { Button } from 'antd';
import { useState } from 'react';
import { http } from 'shared-ui/session';
import type { CsvColumn } from './csv';
import { saveFile } from './file';
import { csvFileName } from './fileName';

/** A list in the page: its rows are written here, with the list's columns. */
interface PageRows<T> {
  /** The rows of the view, in the order shown; a function when they must be fetched first. */
  rows: readonly T[] | (() => Promise<readonly T[]>);
  columns: readonly CsvColumn<T>[];
}

/**
 * A list the server holds: the API writes every row of the view (`GET <path>.csv` with the
 * view's filters, search and sort), not only the rows the page has loaded.
 */
interface ServerFile {
  source: { path: string; params: Readonly<Record<string, string>> };
  /** Whether the view has rows (a view without any exports nothing). */
  empty?: boolean;
}

export type ExportCsvButtonProps<T> = {
  /** The start of the file name: 'campanas' gives 'campanas-2026-11-23.csv'. */
  name: string;
  disabled?: boolean;
} & (PageRows<T> | ServerFile);

export const EXPORT_LABEL = 'Exportar CSV';

export function ExportCsvButton<T>(props: ExportCsvButtonProps<T>) {
  const { name, disabled } = props;
  const [busy, setBusy] = useState(false);
  const empty =
    'source' in props ? !!props.empty : Array.isArray(props.rows) && props.rows.length === 0;
  const run = async () => {
    setBusy(true);
    try {
      if ('source' in props) {
        const { path, params } = props.source;
        const response = await http.get<Blob>(`${path}.csv`, { params, responseType: 'blob' });
        saveFile(response.data, csvFileName(name));
        return;
      }
      // papaparse is fetched on the first export, not with the list.
      const [{ downloadCsv }, data] = await Promise.all([
        import('./download'),
        typeof props.rows === 'function' ? props.rows() : props.rows,
      ]);
      downloadCsv(name, data, props.columns);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button loading={busy} disabled={disabled || empty} onClick={() => void run()}>
      {EXPORT_LABEL}
    </Button>
  );
}
