import { describe, expect, it } from 'vitest';
import { api, ApiError } from '../session/api';
import { fakeApi } from './fakeApi';
import { seedData } from './seed';

describe('fakeApi', () => {
  it('serves the mock API seed when a test routes nothing', async () => {
    fakeApi();
    const seed = seedData();
    expect(await api.get('/products')).toEqual(seed.products);
    expect(await api.get(`/campaings/${seed.campaigns[0]!.id}`)).toEqual(seed.campaigns[0]);
  });

  it('answers a test route before the seed, and records the calls in order', async () => {
    const { calls, writes } = fakeApi({
      'GET /products': [200, []],
      'PATCH /products/:id': ({ body }, { params }) => [
        200,
        { id: Number(params.id), ...(body as object) },
      ],
    });
    expect(await api.get('/products?page=2')).toEqual([]);
    expect(await api.patch('/products/7', { status: false })).toEqual({ id: 7, status: false });
    expect(calls).toEqual([
      { method: 'GET', url: '/products', body: undefined },
      { method: 'PATCH', url: '/products/7', body: { status: false } },
    ]);
    expect(writes()).toEqual([calls[1]]);
  });

  it("answers what nothing routes with the API's 404, and a failing route with its status", async () => {
    fakeApi({ 'POST /recargas': [500, { message: 'Error' }] }, { seed: false });
    await expect(api.get('/products')).rejects.toMatchObject({ status: 404 });
    const failure = await api.post('/recargas', { mont: 1 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 500 });
  });
});
