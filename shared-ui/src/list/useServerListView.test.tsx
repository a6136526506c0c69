import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import { describe, expect, it } from 'vitest';
import { StatusTabsTable } from '../components/StatusTabsTable';
import { ViewTable } from '../components/ViewTable';
import { fakeApi, renderPage, user } from '../testing';
import { type ServerListInput, useServerListView } from './useServerListView';

interface Row {
  id: number;
  name: string;
  price: number;
  status: boolean;
  createdAt: string;
}

/** 1,000 products, newest first, every fifth inactive, every tenth named 'Fibra Óptica'. */
const rows: Row[] = Array.from({ length: 1000 }, (_, i) => {
  const id = 1000 - i;
  return {
    id,
    name: id % 10 === 0 ? `Fibra Óptica ${id}` : `Plan ${id}`,
    price: (id * 37) % 500,
    status: id % 5 !== 0,
    createdAt: new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString(),
  };
});

const columns: TableColumnsType<Row> = [
  { key: 'name', title: 'Nombre', dataIndex: 'name', sorter: true },
  { key: 'price', title: 'Precio', dataIndex: 'price', sorter: true },
];

const tabs = [
  { key: 'activos', label: 'Activos', filter: { status: 'true' }, empty: 'No hay activos' },
  { key: 'inactivos', label: 'Inactivos', filter: { status: 'false' }, empty: 'No hay inactivos' },
];

function List(props: Partial<ServerListInput<Row>>) {
  const view = useServerListView<Row>({
    path: '/products',
    columns,
    tabs,
    countBy: 'status',
    search: true,
    ...props,
  });
  return <StatusTabsTable<Row> view={view} loading={view.fetching && view.rows.length === 0} />;
}

/** A list without tabs: a table of its own (ViewTable). */
function Plain() {
  const view = useServerListView<Row>({ path: '/products', columns });
  return <ViewTable<Row> view={view} {...view.tableProps} rowKey="id" dataSource={view.rows} />;
}

/** What a page's frame decides from the view: loading, its error, or the list. */
function Failing() {
  const view = useServerListView<Row>({ path: '/products', columns });
  if (view.loading) return <p>cargando</p>;
  return <p>{view.error ? `falló: ${(view.error as Error).message}` : 'listo'}</p>;
}

const windows = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.url === '/products');

/** The query strings of the list's reads, in order (fakeApi records the path; msw the query). */
const queries: URLSearchParams[] = [];

const install = () => {
  queries.length = 0;
  return fakeApi({
    'GET /products': (_call, { query }) => {
      // The fake's counts read the list's rows through this route too.
      if (!query.has('_by')) queries.push(new URLSearchParams(query));
      return [200, rows];
    },
  });
};

const drawnNames = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.classList.contains('ant-table-row'))
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '');

describe('useServerListView with StatusTabsTable', { timeout: 30_000 }, () => {
  it('asks for the first window only, and counts the tabs on the server', async () => {
    const api = install();
    renderPage(<List />);
    expect(await screen.findByRole('tab', { name: 'Activos (800)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Inactivos (200)' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '801');
    // The newest active rows, a window of 100 of them.
    await waitFor(() => expect(drawnNames()[0]).toBe('Plan 999'));
    const first = queries.find((q) => q.get('_start') === '0');
    expect(first?.get('_end')).toBe('100');
    expect(first?.get('status')).toBe('true');
    // Nothing asked the API for the whole list.
    expect(queries.every((q) => q.has('_start') && q.has('_end'))).toBe(true);
    expect(windows(api.calls).length).toBeLessThanOrEqual(2);
  });

  it('searches, sorts and switches tab through the API, with the counts of the search', async () => {
    install();
    renderPage(<List />);
    await screen.findByRole('tab', { name: 'Activos (800)' });
    await user.type(screen.getByLabelText('Buscar por nombre'), 'fibra optica');
    // Accents and case are the API's business: q goes as typed, once the typing stops.
    expect(await screen.findByRole('tab', { name: 'Activos (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Inactivos (100)' })).toBeInTheDocument();
    expect(queries.filter((q) => q.get('q') === 'fibra optica').length).toBeGreaterThan(0);
    // Every keystroke did not make a request: the search waits for the typing to stop.
    expect(queries.filter((q) => q.get('q') === 'fibr')).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Inactivos (100)' }));
    await waitFor(() => expect(drawnNames()[0]).toBe('Fibra Óptica 1000'));
    await user.click(screen.getByText('Precio'));
    await waitFor(() =>
      expect(
        queries.some(
          (q) =>
            q.get('_sort') === 'price' && q.get('_order') === 'asc' && q.get('status') === 'false',
        ),
      ).toBe(true),
    );
    const cheapest = rows
      .filter((r) => !r.status && r.name.startsWith('Fibra'))
      .sort((a, b) => a.price - b.price || b.id - a.id)[0];
    await waitFor(() => expect(drawnNames()[0]).toBe(cheapest?.name));
  });

  it('draws the rows near the viewport and fetches their window as the page scrolls', async () => {
    install();
    renderPage(<Plain />);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '1001'));
    await waitFor(() => expect(drawnNames()[0]).toBe('Fibra Óptica 1000'));
    const body = table.querySelector('tbody') as HTMLElement;
    // Fewer rows drawn than the list holds; a spacer stands for the rest.
    expect(body.querySelectorAll('tr.ant-table-row').length).toBeLessThan(100);
    expect(body.querySelector('tr.list-spacer')).not.toBeNull();

    // The page scrolled 50,000 px down the table: rows around 50,000 / 55 ≈ 909.
    body.getBoundingClientRect = () => ({ top: -50_000 }) as DOMRect;
    fireEvent.scroll(window);
    await waitFor(() => expect(queries.some((q) => q.get('_start') === '900')).toBe(true));
    await waitFor(() => {
      const indexes = [...body.querySelectorAll('tr.ant-table-row:not(.list-row-pending)')].map(
        (row) => Number(row.getAttribute('aria-rowindex')),
      );
      expect(indexes).toContain(911);
    });
    // Only the windows around the viewport were asked for, not the ones between.
    expect(queries.some((q) => q.get('_start') === '400')).toBe(false);
  });

  it('hands the page an error when the first window cannot load', async () => {
    fakeApi({ 'GET /products': [404, { message: 'Recurso no encontrado' }] });
    renderPage(<Failing />);
    expect(await screen.findByText('falló: Recurso no encontrado')).toBeInTheDocument();
  });
});
