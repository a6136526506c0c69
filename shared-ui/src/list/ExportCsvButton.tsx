/** 'Exportar CSV': downloads the rows of the list's current view (tab, filters, search, sort). */
import { Button } from 'antd';
import { useState } from 'react';
import type { CsvColumn } from './csv';

export interface ExportCsvButtonProps<T> {
  /** The start of the file name: 'campanas' gives 'campanas-2026-11-23.csv'. */
  name: string;
  /** The rows of the view, in the order shown; a function when they must be fetched first. */
  rows: readonly T[] | (() => Promise<readonly T[]>);
  columns: readonly CsvColumn<T>[];
  disabled?: boolean;
}

export const EXPORT_LABEL = 'Exportar CSV';

export function ExportCsvButton<T>({ name, rows, columns, disabled }: ExportCsvButtonProps<T>) {
  const [busy, setBusy] = useState(false);
  const empty = Array.isArray(rows) && rows.length === 0;
  const run = async () => {
    setBusy(true);
    try {
      // papaparse is fetched on the first export, not with the list.
      const [{ downloadCsv }, data] = await Promise.all([
        import('./download'),
        typeof rows === 'function' ? rows() : rows,
      ]);
      downloadCsv(name, data, columns);
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
