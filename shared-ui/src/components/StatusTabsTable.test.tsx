import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListView } from '../list/useListView';
import { StatusTabsTable, type StatusTabsTableProps } from './StatusTabsTable';

interface Row {
  id: number;
  name: string;
  active: boolean;
}

const rows: Row[] = [
  { id: 1, name: 'Fibra Caracas', active: true },
  { id: 2, name: 'Renovación Pyme', active: true },
  { id: 3, name: 'Satelital rural', active: false },
];

const tabs = [
  { key: 'on', label: 'Activos', match: (r: Row) => r.active, empty: 'No hay activos' },
  { key: 'off', label: 'Inactivos', match: (r: Row) => !r.active, empty: 'No hay inactivos' },
];

type ListProps = Omit<StatusTabsTableProps<Row>, 'view'> & { rows?: Row[] };

function List({ rows: data = rows, ...props }: ListProps) {
  const view = useListView<Row>({
    rows: data,
    tabs,
    columns: [{ title: 'Nombre', dataIndex: 'name' }],
    search: (r) => [r.name],
  });
  return <StatusTabsTable<Row> view={view} {...props} />;
}

const renderList = (props: ListProps = {}) =>
  render(
    <MemoryRouter>
      <List {...props} />
    </MemoryRouter>,
  );

describe('StatusTabsTable', { timeout: 60_000 }, () => {
  it('splits rows by tab, counts them, and searches across tabs ignoring accents', async () => {
    const user = userEvent.setup({ delay: null });
    renderList();
    expect(screen.getByRole('tab', { name: 'Activos (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Inactivos (1)' })).toBeInTheDocument();
    expect(screen.getByText('Fibra Caracas')).toBeInTheDocument();
    expect(screen.queryByText('Satelital rural')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Buscar por nombre'), 'renovacion');
    expect(screen.getByRole('tab', { name: 'Activos (1)' })).toBeInTheDocument();
    expect(screen.queryByText('Fibra Caracas')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Inactivos (0)' }));
    expect(screen.getByText('Ningún registro coincide con la búsqueda')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Buscar por nombre'));
    expect(screen.getByText('Satelital rural')).toBeInTheDocument();
  });

  it("shows the tab's own empty state", async () => {
    const user = userEvent.setup({ delay: null });
    renderList({ rows: rows.filter((r) => r.active) });
    await user.click(screen.getByRole('tab', { name: 'Inactivos (0)' }));
    expect(screen.getByText('No hay inactivos')).toBeInTheDocument();
  });

  it('hands the ticked rows of the active tab to the selection actions, and clears them on tab change', async () => {
    const user = userEvent.setup({ delay: null });
    renderList({
      rowLabel: (r) => `Seleccionar ${r.name}`,
      selectionActions: (selected) => (
        <button type="button" disabled={selected.length === 0}>
          Borrar {selected.map((r) => r.name).join(', ')}
        </button>
      ),
    });
    expect(screen.getByRole('button', { name: /Borrar/ })).toBeDisabled();
    await user.click(screen.getByLabelText('Seleccionar Renovación Pyme'));
    expect(screen.getByRole('button', { name: 'Borrar Renovación Pyme' })).toBeEnabled();
    expect(screen.getByText('1 seleccionada(s)')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Inactivos (1)' }));
    expect(screen.getByRole('button', { name: /Borrar/ })).toBeDisabled();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Satelital rural')).toBeInTheDocument();
  });
});
