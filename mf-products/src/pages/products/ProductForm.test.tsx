import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from 'shared-ui';
import { validProduct } from 'shared-ui/fixtures';
import { labels, validation } from 'shared-ui/texts';
import type { Category } from 'shared-ui/types';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, optionsOf, pick, type Reply, renderPage, user } from 'shared-ui/testing';
import { categories, categoriesRoute, category, product } from '../samples';
import { actions, productFields, subCategoryTexts } from '../../texts';
import ProductCreate from './ProductCreate';
import { emptyProduct, ProductForm, type ProductValues, toValues } from './ProductForm';

const m = validation.product;
// After a submit antd keeps the spinner's leaving motion (named 'loading') in happy-dom.
const save = () => screen.getByRole('button', { name: new RegExp(`^(loading )?${actions.save}$`) });

const renderForm = (initialValues: ProductValues, managed: readonly Category[] = categories) => {
  const onSubmit = vi.fn(async (_body: unknown) => {});
  // The sub-category picker asks the API for the managed categories.
  fakeApi({ 'GET /categories': categoriesRoute(managed) });
  render(
    <MemoryRouter>
      <AppProviders>
        <ProductForm
          id="t"
          initialValues={initialValues}
          submitLabel={actions.save}
          cancelTo="/"
          onSubmit={onSubmit}
        />
      </AppProviders>
    </MemoryRouter>,
  );
  return onSubmit;
};

describe('ProductForm', () => {
  it('labels every field of SPEC.md section 3', () => {
    renderForm(emptyProduct);
    for (const label of Object.values(productFields))
      expect(screen.getByLabelText(label)).toBeInTheDocument();
  });

  it('shows every required message on an empty submit and sends nothing', async () => {
    const { calls } = fakeApi({ 'GET /categories': categoriesRoute() });
    renderPage(<ProductCreate />, { path: '/productos/crear', url: '/productos/crear' });
    await user.click(await screen.findByRole('button', { name: actions.save }));
    const required = [
      m.name,
      m.description,
      m.category,
      m.subCategory,
      m.otherCategories,
      m.initDate,
      m.endDate,
      m.currency,
      m.presentation,
      m.price,
      m.inventory,
      m.geographic,
      m.forState,
      m.state,
      m.municipalities,
      m.urbanizations,
    ];
    for (const text of required) expect(await screen.findByText(text)).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('refuses a negative price or inventory and an end date before the start', async () => {
    const onSubmit = renderForm({
      ...emptyProduct,
      ...validProduct,
      price: -1,
      inventary: -3,
      initDate: '2026-05-10',
      finalitationDate: '2026-05-01',
      images: [],
    });
    await user.click(screen.getByRole('button', { name: actions.save }));
    expect(await screen.findAllByText(m.notNegative)).toHaveLength(2);
    expect(screen.getByText(m.endAfterStart)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits numbers, trimmed texts and the images of a valid product', async () => {
    const onSubmit = renderForm({
      ...toValues(
        product(1, { images: ['http://api/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png'] }),
      ),
      name: '  Fibra 300  ',
    });
    await user.click(screen.getByRole('button', { name: actions.save }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Fibra 300',
      price: validProduct.price,
      inventary: validProduct.inventary,
      images: ['http://api/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png'],
    });
  });

  it('offers the active categories of the chosen category, once a category is chosen', async () => {
    const onSubmit = renderForm(
      { ...emptyProduct, ...validProduct, category: '', sub_category: '' },
      [
        ...categories,
        category(5, { name: 'Banca', category: 'finanzas' }),
        category(6, { name: 'Cable', status: false }),
      ],
    );
    const sub = screen.getByLabelText(productFields.sub_category);
    expect(sub).toBeDisabled();
    expect(screen.getByText(subCategoryTexts.chooseCategoryFirst)).toBeInTheDocument();
    await pick(productFields.category, 'Telecom');
    await waitFor(() => expect(sub).toBeEnabled());
    expect(await optionsOf(productFields.sub_category)).toEqual([
      'Internet empresarial',
      'Internet residencial',
      'Servicios de internet',
    ]);
    await pick(productFields.sub_category, 'Internet residencial');
    await user.click(screen.getByRole('button', { name: actions.save }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      category: 'telecom',
      sub_category: 'Internet residencial',
    });
  });

  it("keeps a product's inactive sub-category, marked, among the active ones", async () => {
    const onSubmit = renderForm(toValues(product(1, { sub_category: 'Telefonía fija' })));
    const inactive = subCategoryTexts.inactive('Telefonía fija');
    expect(await screen.findByTitle(inactive)).toBeInTheDocument();
    expect(await optionsOf(productFields.sub_category)).toEqual([
      'Internet empresarial',
      'Internet residencial',
      'Servicios de internet',
      inactive,
    ]);
    await user.click(screen.getByRole('button', { name: actions.save }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ sub_category: 'Telefonía fija' });
  });

  it('reads a sub-category that names no category as empty: the user must choose', async () => {
    const onSubmit = renderForm(toValues(product(1, { sub_category: 'servicios-de-internet' })));
    expect(await screen.findByText(m.subCategory)).toBeInTheDocument();
    expect(screen.queryByTitle('servicios-de-internet')).not.toBeInTheDocument();
    await user.click(save());
    expect(onSubmit).not.toHaveBeenCalled();
    await pick(productFields.sub_category, 'Servicios de internet');
    await waitFor(() => expect(screen.queryByText(m.subCategory)).not.toBeInTheDocument());
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ sub_category: 'Servicios de internet' });
  });

  it('shows the sub-category loading while the categories load, then their options', async () => {
    let answer: (reply: Reply) => void = () => {};
    const { calls } = fakeApi({
      'GET /categories': (call, parts) =>
        new Promise((resolve) => (answer = () => resolve(categoriesRoute()(call, parts)))),
    });
    renderPage(<ProductCreate />, { path: '/productos/crear', url: '/productos/crear' });
    await pick(productFields.category, 'Telecom');
    const sub = screen.getByLabelText(productFields.sub_category);
    expect(sub).toHaveAttribute('aria-busy', 'true');
    answer([200]);
    await waitFor(() => expect(sub).not.toHaveAttribute('aria-busy'));
    expect(await optionsOf(productFields.sub_category)).toContain('Servicios de internet');
    // Only the first window of the active categories under Telecom, never the whole list.
    expect(calls.filter((c) => c.url === '/categories')).toHaveLength(1);
  });

  // Issue 47: the page no longer loads every category before it shows; a failed search of the
  // picker is said in its dropdown, the rest of the form stays usable.
  it('says in the sub-category when the categories cannot be loaded', async () => {
    fakeApi({ 'GET /categories': [500, { message: 'boom' }] });
    renderPage(<ProductCreate />, { path: '/productos/crear', url: '/productos/crear' });
    await pick(productFields.category, 'Telecom');
    await user.click(screen.getByLabelText(productFields.sub_category));
    expect(await screen.findByText(labels.optionsFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: actions.save })).toBeInTheDocument();
  });
});
