import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from 'shared-ui';
import { validProduct } from 'shared-ui/fixtures';
import { validation } from 'shared-ui/texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, user } from '../../test/render';
import { mockApi, restoreApi } from '../../test/mockApi';
import { product } from '../../test/data';
import { actions, productFields } from '../../texts';
import ProductCreate from './ProductCreate';
import { emptyProduct, ProductForm, type ProductValues, toValues } from './ProductForm';

const m = validation.product;
afterEach(restoreApi);

const renderForm = (initialValues: ProductValues) => {
  const onSubmit = vi.fn(async (_body: unknown) => {});
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
    const calls = mockApi({});
    renderPage('/productos/crear', '/productos/crear', <ProductCreate />);
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
    expect(calls).toHaveLength(0);
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
      ...toValues(product(1, { images: ['http://api/uploads/a.png'] })),
      name: '  Fibra 300  ',
    });
    await user.click(screen.getByRole('button', { name: actions.save }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Fibra 300',
      price: validProduct.price,
      inventary: validProduct.inventary,
      images: ['http://api/uploads/a.png'],
    });
  });
});
