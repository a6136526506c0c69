/** The buttons at the right of a list's title: 'Exportar CSV', the list's own, then its create button. */
import { Button, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCan } from 'shared-ui/session';
import type { Permission } from '../permissions';
import { ExportCsvButton, type ExportCsvButtonProps } from './ExportCsvButton';

export interface ListActionsProps<T> {
  /** The export of the rows in view (omit on lists without one). */
  csv?: ExportCsvButtonProps<T>;
  /**
   * The primary button: its label, the create page it opens, and what creating needs (without
   * that permission the button is not shown).
   */
  create?: { label: string; to: string; permission?: Permission };
  /** Buttons of this list only, between the two (e.g. 'Creación masiva'). */
  children?: ReactNode;
}

/** For PageFrame's `extra`: the same order and look on every list. */
export function ListActions<T>({ csv, create, children }: ListActionsProps<T>) {
  const navigate = useNavigate();
  const can = useCan();
  return (
    <>
      {csv && <ExportCsvButton<T> {...csv} />}
      {children}
      {create && (!create.permission || can(create.permission)) && (
        <Button type="primary" onClick={() => navigate(create.to)}>
          {create.label}
        </Button>
      )}
    </>
  );
}

/**
 * A list's columns without its row buttons (the column keyed 'actions': edit, switch, delete) for
 * a user who may not use them: the table's rows hold the same actions for every role that has one.
 */
export function withRowActions<T>(
  columns: TableColumnsType<T>,
  allowed: boolean,
): TableColumnsType<T> {
  return allowed ? columns : columns.filter((column) => column.key !== 'actions');
}
