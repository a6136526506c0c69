import { screen, waitFor } from '@testing-library/react';
import { errors, labels, validation } from 'shared-ui/texts';
import { describe, expect, it } from 'vitest';
import { fakeApi, pick, renderPage, user } from 'shared-ui/testing';
import { categoriesRoute, product } from '../samples';
import { actions, outcomes, productFields } from '../../texts';
import ProductEdit from './ProductEdit';

const open = (path: string) =>
  renderPage(<ProductEdit />, { path: '/productos/editar/:id', url: path });
const CATEGORIES = { 'GET /categories': categoriesRoute() };

describe('ProductEdit', () => {
  it('loads the product, saves with status true and shows the success modal', async () => {
    const stored = product(4, {
      status: false,
      price: 35,
      images: ['http://api/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png'],
    });
    const { calls } = fakeApi({
      ...CATEGORIES,
      'GET /products/4': [200, stored],
      'PUT /products/4': (c) => [200, { ...stored, ...(c.body as object) }],
    });
    open('/productos/editar/4');
    const price = await screen.findByLabelText(productFields.price);
    expect(price).toHaveValue('35,00');
    await user.clear(price);
    await user.type(price, '42.5');
    await user.click(screen.getByRole('button', { name: actions.saveChanges }));
    expect(await screen.findByText(outcomes.productUpdated)).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      price: 42.5,
      sub_category: stored.sub_category,
      status: true,
      images: ['http://api/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png'],
    });
  });

  it('keeps what was typed and shows the error modal when the save fails', async () => {
    fakeApi({
      ...CATEGORIES,
      'GET /products/4': [200, product(4)],
      'PUT /products/4': [500, { message: 'boom' }],
    });
    open('/productos/editar/4');
    const name = await screen.findByLabelText(productFields.name);
    await user.clear(name);
    await user.type(name, 'Nombre nuevo');
    await user.click(screen.getByRole('button', { name: actions.saveChanges }));
    // antd repeats a confirm modal's title for aria-labelledby.
    expect((await screen.findAllByText(errors.sendTitle))[0]).toBeInTheDocument();
    expect(screen.getByText(errors.sendBody)).toBeInTheDocument();
    expect(screen.getByLabelText(productFields.name)).toHaveValue('Nombre nuevo');
  });

  it('shows the API field messages next to their fields', async () => {
    fakeApi({
      ...CATEGORIES,
      'GET /products/4': [200, product(4)],
      'PUT /products/4': [
        400,
        { message: 'Datos inválidos', errors: { state: 'Estado inválido' } },
      ],
    });
    open('/productos/editar/4');
    await user.click(await screen.findByRole('button', { name: actions.saveChanges }));
    expect(await screen.findByText('Estado inválido')).toBeInTheDocument();
  });

  it('shows the error page for an unknown or malformed id', async () => {
    fakeApi({ ...CATEGORIES, 'GET /products/99': [404, { message: 'Recurso no encontrado' }] });
    open('/productos/editar/99');
    expect(await screen.findByText(errors.unexpected)).toBeInTheDocument();
    const { calls } = fakeApi({});
    open('/productos/editar/abc');
    await waitFor(() => expect(screen.getAllByText(errors.unexpected)).toHaveLength(2));
    expect(calls.filter((c) => c.url.startsWith('/products'))).toHaveLength(0);
  });

  // Issue 47: the page no longer loads every category first; the picker says its failure.
  it('says in the sub-category when the categories cannot be loaded', async () => {
    fakeApi({ 'GET /products/4': [200, product(4)], 'GET /categories': [500, {}] });
    open('/productos/editar/4');
    await user.click(await screen.findByLabelText(productFields.sub_category));
    expect(await screen.findByText(labels.optionsFailed)).toBeInTheDocument();
  });

  it('asks again for a sub-category whose category is gone, then saves the new one', async () => {
    const { calls } = fakeApi({
      ...CATEGORIES,
      'GET /products/4': [200, product(4, { sub_category: 'Categoría borrada' })],
      'PUT /products/4': (c) => [200, { ...product(4), ...(c.body as object) }],
    });
    open('/productos/editar/4');
    expect(await screen.findByText(validation.product.subCategory)).toBeInTheDocument();
    await pick(productFields.sub_category, 'Internet empresarial');
    await user.click(screen.getByRole('button', { name: actions.saveChanges }));
    expect(await screen.findByText(outcomes.productUpdated)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      sub_category: 'Internet empresarial',
    });
  });
});
