import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PHONE_MAX_WIDTH } from '../constants';
import { useListView } from '../list/useListView';
import { StatusTabsTable } from './StatusTabsTable';
import { ViewTable } from './ViewTable';

interface Row {
  id: number;
  name: string;
  price: number;
  active: boolean;
}

const rows: Row[] = [
  { id: 1, name: 'Fibra Caracas', price: 30, active: true },
  { id: 2, name: 'Renovación Pyme', price: 10, active: true },
  { id: 3, name: 'Satelital rural', price: 20, active: false },
];

const tabs = [
  { key: 'on', label: 'Activos', match: (r: Row) => r.active, empty: 'No hay activos' },
  { key: 'off', label: 'Inactivos', match: (r: Row) => !r.active, empty: 'No hay inactivos' },
];

const columns = [
  { title: 'Nombre', dataIndex: 'name', sorter: (a: Row, b: Row) => a.name.localeCompare(b.name) },
  {
    title: 'Precio',
    key: 'price',
    render: (_: unknown, r: Row) => `USD ${r.price}`,
    sorter: (a: Row, b: Row) => a.price - b.price,
  },
  {
    title: 'Acciones',
    key: 'actions',
    render: (_: unknown, r: Row) => (
      <button type="button" aria-label={`Editar ${r.name}`}>
        Editar
      </button>
    ),
  },
];

function TabsList() {
  const view = useListView<Row>({ rows, tabs, columns });
  return (
    <StatusTabsTable<Row>
      view={view}
      rowLabel={(r) => `Seleccionar ${r.name}`}
      selectionActions={(selected) => (
        <button type="button" disabled={selected.length === 0}>
          Borrar {selected.map((r) => r.name).join(', ')}
        </button>
      )}
    />
  );
}

function PlainList() {
  const view = useListView<Row>({ rows, columns });
  return (
    <ViewTable<Row>
      view={view}
      {...view.tableProps}
      rowKey="id"
      dataSource={view.rows}
      pagination={false}
    />
  );
}

const renderAt = (element: ReactElement, url = '/lista') => {
  const router = createMemoryRouter([{ path: '/lista', element }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
};

/** The names on the cards, top to bottom. */
const cardNames = () =>
  screen
    .getAllByRole('listitem')
    .map((card) => within(card).getByText(/Caracas|Pyme|rural/).textContent);

const realMatchMedia = window.matchMedia;
const setWidth = (width: number) => {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      ...realMatchMedia(query),
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    } as MediaQueryList;
  };
};

describe('lists on a phone', { timeout: 60_000 }, () => {
  beforeEach(() => setWidth(360));
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('shows each row as a card: its name, every column with its title, its buttons', () => {
    renderAt(<TabsList />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('Fibra Caracas')).toBeInTheDocument();
    expect(first.getByRole('term')).toHaveTextContent('Precio');
    expect(first.getByRole('definition')).toHaveTextContent('USD 30');
    expect(first.getByRole('button', { name: 'Editar Fibra Caracas' })).toBeInTheDocument();
    // The actions are the card's foot, not a line with a title.
    expect(first.queryByText('Acciones')).not.toBeInTheDocument();
  });

  it('sorts from a select and keeps the sort in the URL, as the headers do', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderAt(<TabsList />);
    await user.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
    await user.click(await screen.findByText('Precio, ascendente'));
    expect(router.state.location.search).toBe('?orden=price');
    expect(cardNames()).toEqual(['Renovación Pyme', 'Fibra Caracas']);
  });

  it('opens with the sort of the URL', () => {
    renderAt(<TabsList />, '/lista?orden=-name');
    expect(cardNames()).toEqual(['Renovación Pyme', 'Fibra Caracas']);
    expect(screen.getByText('Nombre, descendente')).toBeInTheDocument();
  });

  it('ticks a card for the selection actions', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(<TabsList />);
    expect(screen.getByRole('button', { name: /Borrar/ })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Renovación Pyme' }));
    expect(screen.getByRole('button', { name: 'Borrar Renovación Pyme' })).toBeEnabled();
    expect(screen.getByText('1 seleccionada(s)')).toBeInTheDocument();
  });

  it('draws a plain list (ViewTable) as cards too, and as a table above a phone', () => {
    renderAt(<PlainList />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it(`is a table from ${Math.ceil(PHONE_MAX_WIDTH)} px`, () => {
    setWidth(Math.ceil(PHONE_MAX_WIDTH));
    renderAt(<PlainList />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
