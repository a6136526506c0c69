import { validProduct } from 'shared-ui/fixtures';
import { describe, expect, it } from 'vitest';
import { fakeApi } from 'shared-ui/testing';
import { categoriesApi, productsApi, uploadFiles } from './api';

describe('products api', () => {
  it('sends status true on create and edit, and only the status on a switch', async () => {
    const { calls } = fakeApi({
      'POST /products': [201, {}],
      'PUT /products/:id': [200, {}],
      'PATCH /products/:id': [200, {}],
      'POST /categories': [201, {}],
      'PUT /categories/:id': [200, {}],
    });
    const body = { ...validProduct, images: [] };
    await productsApi.create(body);
    await productsApi.update(3, body);
    await productsApi.setStatus(3, false);
    await categoriesApi.create({ name: 'A', category: 'telecom' });
    await categoriesApi.update(2, { name: 'A', category: 'telecom' });
    expect(calls.map((c) => [c.method, c.url, (c.body as { status: unknown }).status])).toEqual([
      ['POST', '/products', true],
      ['PUT', '/products/3', true],
      ['PATCH', '/products/3', false],
      ['POST', '/categories', true],
      ['PUT', '/categories/2', true],
    ]);
    expect(calls[2]?.body).toEqual({ status: false });
  });

  it('uploads as multipart form data under `files`', async () => {
    const { calls } = fakeApi({
      'POST /uploads': [201, [{ name: 'a.png', url: 'u', type: 'image/png', size: 1 }]],
    });
    const stored = await uploadFiles([new File(['x'], 'a.png')]);
    expect(stored[0]?.url).toBe('u');
    const form = calls[0]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('files') as File).name).toBe('a.png');
  });
});
