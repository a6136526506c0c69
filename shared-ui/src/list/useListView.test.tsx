import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input, Table, type TableColumnsType } from 'antd';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { byText } from '../format';
import { applyView, sortParam, useListView } from './useListView';

interface Row {
  id: number;
  name: string;
  price: number;
  active: boolean;
}

const rows: Row[] = [
  { id: 1, name: 'Fibra Óptica', price: 30, active: true },
  { id: 2, name: 'Satelital rural', price: 45, active: true },
  { id: 3, name: 'Fibra empresas', price: 80, active: false },
  { id: 4, name: 'Microondas', price: 20, active: true },
];

const columns: TableColumnsType<Row> = [
  { title: 'Nombre', dataIndex: 'name', sorter: byText((r: Row) => r.name) },
  { title: 'Precio', key: 'price', dataIndex: 'price', sorter: (a, b) => a.price - b.price },
];

const tabs = [
  { key: 'activos', label: 'Activos', match: (r: Row) => r.active },
  { key: 'inactivos', label: 'Inactivos', match: (r: Row) => !r.active },
];

function List({ cols = columns }: { cols?: TableColumnsType<Row> }) {
  const view = useListView<Row>({ rows, columns: cols, tabs, search: (r) => [r.name] });
  const { search } = useLocation();
  return (
    <>
      <output aria-label="query">{search}</output>
      <Input {...view.searchProps} />
      <button type="button" onClick={() => view.setTab('inactivos')}>
        Inactivos ({view.countOf('inactivos')})
      </button>
      <Table<Row> {...view.tableProps} rowKey="id" dataSource={view.rows} pagination={false} />
    </>
  );
}

const mount = (url = '/lista', cols = columns) => {
  const router = createMemoryRouter([{ path: '/lista', element: <List cols={cols} /> }], {
    initialEntries: ['/inicio', url],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return router;
};
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);
const query = () => screen.getByLabelText('query').textContent;

describe('applyView', () => {
  it('applies tab, search (accents ignored) and sort in that order', () => {
    const out = applyView(rows, {
      match: (r) => r.active,
      query: 'optica',
      search: (r) => [r.name],
    });
    expect(out.map((r) => r.id)).toEqual([1]);
    const byPrice = applyView(rows, { compare: (a, b) => a.price - b.price, order: 'descend' });
    expect(byPrice.map((r) => r.id)).toEqual([3, 2, 1, 4]);
  });
});

describe('sortParam', () => {
  it("reads 'key' and '-key' for sortable keys only", () => {
    const p = sortParam(['name', 'price']);
    expect(p.parse('-price')).toEqual({ key: 'price', order: 'descend' });
    expect(p.parse('name')).toEqual({ key: 'name', order: 'ascend' });
    expect(p.parse('photo')).toBeUndefined();
    expect(p.format({ key: 'price', order: 'descend' })).toBe('-price');
    expect(p.format(undefined)).toBe('');
  });
});

describe('useListView', { timeout: 30_000 }, () => {
  it('shows the view a link describes: tab, search and sort', () => {
    mount('/lista?tab=activos&buscar=fibra&orden=-price');
    expect(screen.getByRole('textbox')).toHaveValue('fibra');
    expect(names()).toEqual(['Fibra Óptica']);
    expect(screen.getByRole('button', { name: 'Inactivos (1)' })).toBeInTheDocument();
  });

  it('falls back to the defaults for a tab or a sort it does not know', () => {
    mount('/lista?tab=borrados&orden=photo');
    expect(names()).toEqual(['Fibra Óptica', 'Satelital rural', 'Microondas']);
  });

  it('writes sort and tab to the URL, and typing replaces the entry instead of adding one per key', async () => {
    const user = userEvent.setup({ delay: null });
    const router = mount();
    await user.click(screen.getByText('Precio'));
    expect(query()).toBe('?orden=price');
    expect(names()).toEqual(['Microondas', 'Fibra Óptica', 'Satelital rural']);
    await user.click(screen.getByText('Precio'));
    expect(query()).toBe('?orden=-price');
    expect(names()).toEqual(['Satelital rural', 'Fibra Óptica', 'Microondas']);

    await user.type(screen.getByRole('textbox'), 'fibra');
    expect(query()).toBe('?orden=-price&buscar=fibra');
    await user.click(screen.getByRole('button', { name: 'Inactivos (1)' }));
    expect(query()).toBe('?orden=-price&buscar=fibra&tab=inactivos');
    expect(names()).toEqual(['Fibra empresas']);

    // Back: the tab goes, then the typed text goes with the entry it replaced.
    await act(() => router.navigate(-1));
    expect(query()).toBe('?orden=-price&buscar=fibra');
    expect(screen.getByRole('textbox')).toHaveValue('fibra');
    await act(() => router.navigate(-1));
    expect(query()).toBe('?orden=price');
    expect(screen.getByRole('textbox')).toHaveValue('');
  });

  it('leaves the sort out of the URL once it is cleared', async () => {
    const user = userEvent.setup({ delay: null });
    mount('/lista?orden=-price');
    await user.click(screen.getByText('Precio'));
    expect(query()).toBe('');
    expect(names()).toEqual(['Fibra Óptica', 'Satelital rural', 'Microondas']);
  });

  it("keeps a column's default sort out of the URL, and flips it rather than dropping it", async () => {
    const user = userEvent.setup({ delay: null });
    const byPriceDesc: TableColumnsType<Row> = [
      columns[0] as TableColumnsType<Row>[number],
      { ...(columns[1] as object), defaultSortOrder: 'descend' } as TableColumnsType<Row>[number],
    ];
    mount('/lista', byPriceDesc);
    expect(query()).toBe('');
    expect(names()).toEqual(['Satelital rural', 'Fibra Óptica', 'Microondas']);
    await user.click(screen.getByText('Precio'));
    expect(query()).toBe('?orden=price');
    await user.click(screen.getByText('Precio'));
    expect(query()).toBe('');
    expect(names()).toEqual(['Satelital rural', 'Fibra Óptica', 'Microondas']);
  });
});
