/** /products and /categories: CRUD, status switches, forced status, images, unlinking from campaigns. */
import { validProduct } from 'shared-ui/fixtures';
import { api, validation } from 'shared-ui/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNewestFirst, startApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(() => t.close());

describe('products', () => {
  it('lists 15 seed products newest first, active and inactive', async () => {
    const { body } = await t.get('/products');
    expect(body).toHaveLength(15);
    expect(isNewestFirst(body)).toBe(true);
    expect(body.some((p: { status: boolean }) => p.status)).toBe(true);
    expect(body.some((p: { status: boolean }) => !p.status)).toBe(true);
  });

  it('creates an active product whose photo is the first image', async () => {
    const images = ['http://localhost:4000/uploads/a.png', 'http://localhost:4000/uploads/b.png'];
    const res = await t.post('/products', { ...validProduct, status: false, images, extra: 1 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: 16, status: true, image: images[0], images });
    expect(res.body).not.toHaveProperty('extra');
    expect((await t.get('/products/16')).body.name).toBe(validProduct.name);
  });

  it('answers 400 with the product messages', async () => {
    const res = await t.post('/products', { ...validProduct, name: '', price: -1 });
    expect(res.body.errors).toEqual({
      name: validation.product.name,
      price: validation.product.notNegative,
    });
    const many = await t.post('/products', { ...validProduct, images: Array(6).fill('u') });
    expect(many.body.errors).toEqual({ images: validation.product.images });
  });

  it('edits with status true and keeps the images a form leaves out', async () => {
    await t.patch('/products/16', { status: false });
    const res = await t.put('/products/16', { ...validProduct, name: 'Renombrado' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Renombrado', status: true });
    expect(res.body.images).toHaveLength(2);
    const cleared = await t.put('/products/16', { ...validProduct, images: [] });
    expect(cleared.body).toMatchObject({ images: [], image: null });
    expect((await t.put('/products/999', validProduct)).status).toBe(404);
  });

  it('PATCH switches the status and refuses anything but a boolean', async () => {
    expect((await t.patch('/products/1', { status: false })).body.status).toBe(false);
    expect((await t.patch('/products/1', { status: true })).body.status).toBe(true);
    for (const body of [{}, { status: 'false' }, { status: null }, { name: 'x' }]) {
      expect((await t.patch('/products/1', body)).status).toBe(400);
    }
    expect((await t.patch('/products/999', { status: true })).status).toBe(404);
  });

  it('deletes a product and unlinks it from campaigns', async () => {
    expect((await t.get('/campaings/1')).body.products).toContain(3);
    expect(await t.delete('/products/3')).toMatchObject({ status: 200, body: { deleted: true } });
    expect((await t.get('/products/3')).status).toBe(404);
    expect((await t.get('/campaings/1')).body.products).not.toContain(3);
    expect((await t.delete('/products/3')).status).toBe(404);
  });
});

describe('categories', () => {
  it('lists 4 seed categories', async () => {
    const { body } = await t.get('/categories');
    expect(body).toHaveLength(4);
    expect(body.every((c: { category: string }) => c.category === 'telecom')).toBe(true);
  });

  it('creates and edits with status true', async () => {
    const res = await t.post('/categories', { name: 'Fibra', category: 'telecom', status: false });
    expect(res).toMatchObject({ status: 201, body: { id: 5, name: 'Fibra', status: true } });
    await t.patch('/categories/5', { status: false });
    const edit = await t.put('/categories/5', { name: 'Fibra óptica', category: 'telecom' });
    expect(edit.body).toMatchObject({ name: 'Fibra óptica', status: true });
    expect((await t.get('/categories/5')).body.name).toBe('Fibra óptica');
  });

  it('validates with the category messages', async () => {
    const res = await t.post('/categories', {});
    expect(res.body.errors).toEqual({
      name: validation.category.name,
      category: validation.category.parent,
    });
    const other = await t.post('/categories', { name: 'x', category: 'banca' });
    expect(other.body.errors).toEqual({ category: validation.common.invalidOption });
  });

  it('switches status, deletes, and 404s unknown ids', async () => {
    expect((await t.patch('/categories/4', { status: true })).body.status).toBe(true);
    expect((await t.patch('/categories/4', { status: 1 })).status).toBe(400);
    expect((await t.delete('/categories/4')).body).toEqual({ deleted: true, id: 4 });
    for (const call of [
      t.get('/categories/4'),
      t.put('/categories/4', { name: 'x', category: 'telecom' }),
      t.patch('/categories/4', { status: true }),
      t.delete('/categories/4'),
    ]) {
      expect(await call).toMatchObject({ status: 404, body: { message: api.notFound } });
    }
  });
});
