import { screen, waitFor, within } from '@testing-library/react';
import { errors, labels } from 'shared-ui/texts';
import { describe, expect, it } from 'vitest';
import { clear, fakeApi, optionsOf, pick, renderPage, user } from 'shared-ui/testing';
import { categories, categoriesRoute, category, product } from '../samples';
import { confirmTexts, list, nouns } from '../../texts';
import ProductList from './ProductList';

const SEARCH_EMPTY = 'Ningún registro coincide con la búsqueda';

const rows = [
  product(3, {
    name: 'Fibra Hogar 300',
    sub_category: 'Internet residencial',
    otherCategories: ['Fibra Óptica'],
    price: 35,
  }),
  product(2, { name: 'Satelital Rural', otherCategories: ['Satelital', 'Antena'], price: 59 }),
  product(1, { name: 'Cobre ADSL', status: false, price: 12 }),
  product(4, {
    name: 'Plan energía',
    category: 'energia',
    sub_category: 'Solar',
    status: true,
    price: 10,
  }),
];
// The managed categories, plus one under another category ('energia').
const CATEGORIES = {
  'GET /categories': categoriesRoute([
    ...categories,
    category(5, { name: 'Solar', category: 'energia' }),
  ]),
};

const open = () =>
  renderPage(<ProductList />, { path: '/productos/gestionar', url: '/productos/gestionar' });
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).queryByText(/^(Fibra|Satelital|Cobre|Plan)/)?.textContent);

describe('ProductList', () => {
  it('splits by status in tabs with counts, newest first', async () => {
    fakeApi({ ...CATEGORIES, 'GET /products': [200, rows] });
    open();
    expect(await screen.findByRole('tab', { name: 'Activos (3)' })).toBeInTheDocument();
    expect(names()).toEqual(['Fibra Hogar 300', 'Satelital Rural', 'Plan energía']);
    expect(screen.getByText('USD $35,00')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Inactivos (1)' }));
    await waitFor(() => expect(names()).toEqual(['Cobre ADSL']));
  });

  it('narrows by category, technology and name', async () => {
    fakeApi({ ...CATEGORIES, 'GET /products': [200, rows] });
    open();
    await screen.findByText('Fibra Hogar 300');
    await user.click(screen.getByLabelText(list.filterCategory));
    await user.click(await screen.findByTitle('Telecom'));
    await waitFor(() => expect(names()).toEqual(['Fibra Hogar 300', 'Satelital Rural']));
    await user.click(screen.getByLabelText(list.filterTechnology));
    await user.click(await screen.findByTitle('Antena'));
    await waitFor(() => expect(names()).toEqual(['Satelital Rural']));
    await user.click(screen.getByRole('tab', { name: /Inactivos/ }));
    expect(await screen.findByText(list.noMatches)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'fibra');
    expect(await screen.findByText(SEARCH_EMPTY)).toBeInTheDocument();
  });

  it('narrows by a managed sub-category, and clearing it restores the list', async () => {
    fakeApi({ ...CATEGORIES, 'GET /products': [200, rows] });
    open();
    await screen.findByText('Fibra Hogar 300');
    // The managed categories, by name (the inactive one marked): searched in the API, not
    // gathered from the products loaded (a window holds some of them only).
    expect(await optionsOf(list.filterSubCategory)).toEqual([
      'Internet empresarial',
      'Internet residencial',
      'Servicios de internet',
      'Solar',
      'Telefonía fija (inactiva)',
    ]);
    await pick(list.filterSubCategory, 'Internet residencial');
    await waitFor(() => expect(names()).toEqual(['Fibra Hogar 300']));
    await pick(list.filterSubCategory, 'Servicios de internet');
    await waitFor(() => expect(names()).toEqual(['Satelital Rural']));
    await clear(list.filterSubCategory);
    await waitFor(() =>
      expect(names()).toEqual(['Fibra Hogar 300', 'Satelital Rural', 'Plan energía']),
    );
  });

  it("limits the sub-categories to the chosen category's, and drops one that no longer fits", async () => {
    fakeApi({ ...CATEGORIES, 'GET /products': [200, rows] });
    open();
    await screen.findByText('Fibra Hogar 300');
    await pick(list.filterSubCategory, 'Solar');
    await waitFor(() => expect(names()).toEqual(['Plan energía']));
    await pick(list.filterCategory, 'Telecom');
    await waitFor(() => expect(names()).toEqual(['Fibra Hogar 300', 'Satelital Rural']));
    expect(await optionsOf(list.filterSubCategory)).not.toContain('Solar');
  });

  it('deactivates after confirmation and reloads', async () => {
    let stored = rows;
    const { calls } = fakeApi({
      ...CATEGORIES,
      'GET /products': () => [200, stored],
      'PATCH /products/:id': (c) => {
        stored = stored.map((p) => (p.id === 3 ? { ...p, status: false } : p));
        return [200, { ...rows[0], ...(c.body as object) }];
      },
    });
    open();
    await user.click(
      await screen.findByRole('button', { name: `${list.deactivate} Fibra Hogar 300` }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(confirmTexts.status(nouns.product, 'Fibra Hogar 300', false));
    await user.click(within(dialog).getByRole('button', { name: list.deactivate }));
    expect(
      await screen.findAllByText(confirmTexts.statusDone(nouns.product, false)),
    ).not.toHaveLength(0);
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/products/3',
      body: { status: false },
    });
    expect(await screen.findByRole('tab', { name: 'Inactivos (2)' })).toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    const { calls } = fakeApi({
      ...CATEGORIES,
      'GET /products': [200, rows],
      'DELETE /products/:id': [200, {}],
    });
    open();
    const remove = await screen.findByRole('button', { name: `${list.delete} Satelital Rural` });
    await user.click(remove);
    // The button is disabled until the whole run has ended, a deletion included had one run.
    await waitFor(() => expect(remove).toBeDisabled());
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }),
    );
    await waitFor(() => expect(remove).toBeEnabled());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(remove);
    const dialogs = await screen.findAllByRole('dialog');
    await user.click(
      within(dialogs.at(-1) as HTMLElement).getByRole('button', { name: list.delete }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ url: '/products/2' }),
    );
  });

  it('sends one DELETE however often the buttons are pressed, and spins while it runs', async () => {
    let answer: (reply: [number, unknown]) => void = () => undefined;
    const { calls } = fakeApi({
      ...CATEGORIES,
      'GET /products': [200, rows],
      'DELETE /products/:id': () => new Promise((resolve) => (answer = resolve)),
    });
    open();
    const remove = await screen.findByRole('button', { name: `${list.delete} Satelital Rural` });
    await user.dblClick(remove);
    expect(remove).toBeDisabled();
    await user.click(remove);
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    const ok = within(screen.getByRole('dialog')).getByRole('button', { name: list.delete });
    await user.dblClick(ok);
    await user.click(ok);
    await waitFor(() => expect(ok).toHaveClass('ant-btn-loading'));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    answer([200, { deleted: true, id: 2 }]);
    expect(await screen.findAllByText(confirmTexts.removeDone(nouns.product))).not.toHaveLength(0);
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the empty state and the error page', async () => {
    fakeApi({ ...CATEGORIES, 'GET /products': [200, []] });
    open();
    expect(await screen.findByText(list.emptyProducts.active)).toBeInTheDocument();
    fakeApi({ ...CATEGORIES, 'GET /products': [500, { message: 'boom' }] });
    open();
    expect(await screen.findByText(errors.unexpected)).toBeInTheDocument();
  });

  // Issue 47: the list no longer loads every category first; the filter says its failure.
  it('says in the sub-category filter when the categories cannot be loaded', async () => {
    fakeApi({ 'GET /products': [200, rows], 'GET /categories': [500, {}] });
    open();
    await screen.findByText('Fibra Hogar 300');
    await user.click(screen.getByLabelText(list.filterSubCategory));
    expect(await screen.findByText(labels.optionsFailed)).toBeInTheDocument();
  });
});
