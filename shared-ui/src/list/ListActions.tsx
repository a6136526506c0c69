/** The buttons at the right of a list's title: 'Exportar CSV', the list's own, then its create button. */
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ExportCsvButton, type ExportCsvButtonProps } from './ExportCsvButton';

export interface ListActionsProps<T> {
  /** The export of the rows in view (omit on lists without one). */
  csv?: ExportCsvButtonProps<T>;
  /** The primary button: its label and the create page it opens. */
  create?: { label: string; to: string };
  /** Buttons of this list only, between the two (e.g. 'Creación masiva'). */
  children?: ReactNode;
}

/** For PageFrame's `extra`: the same order and look on every list. */
export function ListActions<T>({ csv, create, children }: ListActionsProps<T>) {
  const navigate = useNavigate();
  return (
    <>
      {csv && <ExportCsvButton<T> {...csv} />}
      {children}
      {create && (
        <Button type="primary" onClick={() => navigate(create.to)}>
          {create.label}
        </Button>
      )}
    </>
  );
}
