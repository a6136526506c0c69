/** The bulk import's state: parsed rows, selection, the one POST, and the server's row errors. */
import { useState } from 'react';
import { ApiError } from 'shared-ui/session';
import { type BulkResult, profilesApi } from '../../api';
import { type CsvRow, parseContacts } from './csv';

export const STEPS = { upload: 0, rows: 1, roles: 2, done: 3 } as const;
type Step = (typeof STEPS)[keyof typeof STEPS];

export const isValidRow = (row: CsvRow) => Object.keys(row.errors).length === 0;

/** Server errors are keyed by the position in the sent list: 'profiles[2].email'. */
const markServerErrors = (rows: CsvRow[], sent: CsvRow[], errors: Record<string, string>) => {
  const byRow = new Map<number, CsvRow['errors']>();
  for (const [key, message] of Object.entries(errors)) {
    const match = /^profiles\[(\d+)\]\.?(\w*)/.exec(key);
    const target = match ? sent[Number(match[1])] : undefined;
    if (!target) continue;
    const field = (match?.[2] || '_') as keyof CsvRow['errors'];
    byRow.set(target.row, { ...byRow.get(target.row), [field]: message });
  }
  return {
    marked: byRow.size,
    rows: rows.map((r) =>
      byRow.has(r.row) ? { ...r, errors: { ...r.errors, ...byRow.get(r.row) } } : r,
    ),
  };
};

export function useBulkImport({ onFailure }: { onFailure: () => void }) {
  const [step, setStep] = useState<Step>(STEPS.upload);
  const [fileName, setFileName] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [rows, setRows] = useState<CsvRow[]>([]);
  const [selected, setSelected] = useState<number[]>([]);
  const [serverRejected, setServerRejected] = useState(false);
  const [result, setResult] = useState<BulkResult | null>(null);
  // Kept when the server sends the user back to the table, so the roles need not be picked again.
  const [roles, setRoles] = useState<string[]>([]);

  const reset = () => {
    setStep(STEPS.upload);
    setFileName('');
    setFileError(null);
    setRows([]);
    setSelected([]);
    setServerRejected(false);
    setResult(null);
    setRoles([]);
  };

  const load = (name: string, text: string) => {
    const parsed = parseContacts(text);
    setFileName(name);
    setServerRejected(false);
    if (!parsed.ok) {
      setFileError(parsed.error);
      return;
    }
    setFileError(null);
    setRows(parsed.rows);
    setSelected(parsed.rows.filter(isValidRow).map((r) => r.row));
    setStep(STEPS.rows);
  };

  /** Resolves true once the profiles exist. */
  const submit = async (role: string[]): Promise<boolean> => {
    setRoles(role);
    const sent = rows.filter((r) => selected.includes(r.row) && isValidRow(r));
    try {
      setResult(
        await profilesApi.bulk(
          sent.map((r) => r.contact),
          role,
        ),
      );
      setStep(STEPS.done);
      return true;
    } catch (error) {
      const marked =
        error instanceof ApiError && error.status === 400
          ? markServerErrors(rows, sent, error.fieldErrors)
          : null;
      if (!marked || marked.marked === 0) {
        onFailure();
        return false;
      }
      setRows(marked.rows);
      setSelected((keys) =>
        keys.filter((k) => marked.rows.some((r) => r.row === k && isValidRow(r))),
      );
      setServerRejected(true);
      setStep(STEPS.rows);
      return false;
    }
  };

  return {
    step,
    setStep,
    fileName,
    fileError,
    setFileError,
    rows,
    selected,
    setSelected,
    serverRejected,
    result,
    roles,
    load,
    submit,
    reset,
  };
}

export type BulkImport = ReturnType<typeof useBulkImport>;
