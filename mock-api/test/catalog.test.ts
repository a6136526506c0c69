/** /products and /categories: CRUD, status switches, forced status, images, unlinking, sub-categories. */
import { validProduct } from 'shared-ui/fixtures';
import { api, validation } from 'shared-ui/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNewestFirst, startApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(() => t.close());

/** An URL as POST /uploads answers it on this server (the file need not exist). */
const upload = (digit: string, ext: string) => `${t.url}/uploads/${digit.repeat(32)}.${ext}`;

/** The products whose sub-category is `name`. */
const productsIn = async (name: string): Promise<{ id: number; sub_category: string }[]> =>
  (await t.get('/products')).body.filter((p: { sub_category: string }) => p.sub_category === name);

describe('products', () => {
  it('lists 15 seed products newest first, active and inactive', async () => {
    const { body } = await t.get('/products');
    expect(body).toHaveLength(15);
    expect(isNewestFirst(body)).toBe(true);
    expect(body.some((p: { status: boolean }) => p.status)).toBe(true);
    expect(body.some((p: { status: boolean }) => !p.status)).toBe(true);
  });

  it('creates an active product whose photo is the first image', async () => {
    const images = [upload('a', 'png'), upload('b', 'pdf')];
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
    const many = await t.post('/products', {
      ...validProduct,
      images: Array(6).fill(upload('c', 'png')),
    });
    expect(many.body.errors).toEqual({ images: validation.product.images });
  });

  it("answers 400 when the sub-category names no category of the product's category", async () => {
    const before = (await t.get('/products')).body.length;
    const first = (await t.get('/products/1')).body;
    for (const sub_category of ['servicios-de-internet', 'Internet Residencial', 'Banca']) {
      const created = await t.post('/products', { ...validProduct, sub_category });
      expect(created).toMatchObject({
        status: 400,
        body: { message: api.invalidBody, errors: { sub_category: api.unknownSubCategory } },
      });
      const edited = await t.put('/products/1', { ...validProduct, sub_category });
      expect(edited.body.errors).toEqual({ sub_category: api.unknownSubCategory });
    }
    expect((await t.get('/products')).body).toHaveLength(before);
    expect((await t.get('/products/1')).body).toEqual(first);
    expect((await t.put('/products/999', { ...validProduct, sub_category: 'Banca' })).status).toBe(
      404,
    );
  });

  it('accepts any existing category as sub-category, an inactive one too', async () => {
    const res = await t.put('/products/2', { ...validProduct, sub_category: 'Telefonía fija' });
    expect(res).toMatchObject({ status: 200, body: { sub_category: 'Telefonía fija' } });
    const back = await t.put('/products/2', {
      ...validProduct,
      sub_category: 'Internet residencial',
    });
    expect(back.body.sub_category).toBe('Internet residencial');
  });

  it("takes only this API's own upload URLs as images, on create and on save", async () => {
    const before = (await t.get('/products/1')).body;
    const foreign = [
      'https://tracker.example.com/pixel.png',
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      `https://otra-api.example.com/uploads/${'d'.repeat(32)}.png`,
      `${t.url}/uploads/../db.json`,
      `${t.url}/uploads/${'e'.repeat(32)}.svg`,
      `${t.url}/otra-cosa/${'f'.repeat(32)}.png`,
    ];
    for (const url of foreign) {
      for (const images of [[url], [upload('a', 'png'), url]]) {
        const created = await t.post('/products', { ...validProduct, images });
        expect(created.status, url).toBe(400);
        expect(Object.values(created.body.errors), url).toContain(validation.product.imageUrl);
        const saved = await t.put('/products/1', { ...validProduct, images });
        expect(saved.status, url).toBe(400);
      }
      // The photo alone, without images, obeys the same rule.
      const photo = await t.put('/products/1', { ...validProduct, images: [], image: url });
      expect(photo.status, url).toBe(400);
    }
    expect((await t.get('/products/1')).body).toEqual(before);
    // A real upload's URL is taken.
    const file = new FormData();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    file.append('files', new Blob([png], { type: 'image/png' }), 'foto.png');
    const uploaded = await t.call('POST', '/uploads', undefined, { raw: file });
    expect(uploaded.status).toBe(201);
    const url = uploaded.body[0].url as string;
    const saved = await t.put('/products/1', { ...validProduct, images: [url] });
    expect(saved).toMatchObject({ status: 200, body: { images: [url], image: url } });
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
  it('lists 5 seed categories', async () => {
    const { body } = await t.get('/categories');
    expect(body).toHaveLength(5);
    expect(body.every((c: { category: string }) => c.category === 'telecom')).toBe(true);
  });

  it('creates and edits with status true', async () => {
    const res = await t.post('/categories', { name: 'Fibra', category: 'telecom', status: false });
    expect(res).toMatchObject({ status: 201, body: { id: 6, name: 'Fibra', status: true } });
    await t.patch('/categories/6', { status: false });
    const edit = await t.put('/categories/6', { name: 'Fibra óptica', category: 'telecom' });
    expect(edit.body).toMatchObject({ name: 'Fibra óptica', status: true });
    expect((await t.get('/categories/6')).body.name).toBe('Fibra óptica');
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

  it('a rename reaches the products that named the category, in the same write', async () => {
    const home = await productsIn('Internet residencial');
    expect(home.length).toBeGreaterThan(0);
    const edit = await t.put('/categories/2', { name: 'Internet hogar', category: 'telecom' });
    expect(edit.body).toMatchObject({ id: 2, name: 'Internet hogar' });
    expect(await productsIn('Internet residencial')).toEqual([]);
    const moved = await productsIn('Internet hogar');
    expect(moved.map((p) => p.id)).toEqual(home.map((p) => p.id));
    // The file holds the rename and the products together.
    const disk = await t.companyOnDisk();
    expect(
      disk.products.filter((p: { sub_category: string }) => p.sub_category === 'Internet hogar'),
    ).toHaveLength(home.length);
    expect(
      (await t.post('/products', { ...validProduct, sub_category: 'Internet residencial' })).status,
    ).toBe(400);
    expect(
      (await t.post('/products', { ...validProduct, sub_category: 'Internet hogar' })).status,
    ).toBe(201);
  });

  it('refuses a name another category of the same parent has, case and accents aside', async () => {
    const before = (await t.get('/categories')).body.length;
    const twin = await t.post('/categories', { name: 'internet EMPRESARIAL', category: 'telecom' });
    expect(twin).toMatchObject({ status: 400, body: { errors: { name: api.duplicateCategory } } });
    const renamed = await t.put('/categories/2', { name: 'Telefonia fija', category: 'telecom' });
    expect(renamed).toMatchObject({
      status: 400,
      body: { errors: { name: api.duplicateCategory } },
    });
    // Saving a category under its own name (a status or case change) is not a clash.
    expect(
      (await t.put('/categories/2', { name: 'Internet Residencial', category: 'telecom' })).status,
    ).toBe(200);
    expect((await t.get('/categories')).body).toHaveLength(before);
  });

  it('switches status, deletes, and 404s unknown ids', async () => {
    expect((await t.patch('/categories/4', { status: true })).body.status).toBe(true);
    expect((await t.patch('/categories/4', { status: 1 })).status).toBe(400);
    const dedicated = await productsIn('Enlaces dedicados');
    expect(dedicated.length).toBeGreaterThan(0);
    expect((await t.delete('/categories/4')).body).toEqual({ deleted: true, id: 4 });
    // Deleting a category leaves its products as they were.
    for (const p of dedicated) expect((await t.get(`/products/${p.id}`)).body).toEqual(p);
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
