import { describe, expect, it } from 'vitest';
import { ApiError, api, http } from '../session/api';
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

/** A few rows in their own order (newest first), as a test would route them. */
const ROWS = [
  { id: 5, name: 'Ñandú Móvil', plan: 'Prepago', price: 30, status: true, tags: ['4G', 'Voz'] },
  { id: 4, name: 'Árbol Fibra', plan: 'Hogar', price: 9.5, status: false, tags: ['Fibra'] },
  { id: 3, name: 'zeta', plan: 'Pyme', price: 100, status: 'draft', tags: [] },
  { id: 2, name: 'Campaña Norte', plan: 'Hogar', price: 9.5, status: true, tags: ['Voz'] },
  { id: 1, name: 'beta', plan: null, price: 50, status: false, tags: ['Fibra', 'Voz'] },
];

/** GET `path` with `params` as the pages ask: the ids answered and `X-Total-Count`. */
async function list(path: string, params: Record<string, unknown> = {}) {
  const response = await http.get<{ id: number }[]>(path, {
    params,
    paramsSerializer: { indexes: null },
  });
  return {
    ids: response.data.map((row) => row.id),
    total: response.headers['x-total-count'] as string | undefined,
    expose: response.headers['access-control-expose-headers'] as string | undefined,
  };
}

describe('fakeApi lists', () => {
  it('filters a field by its value as text, a list by membership, and by _ne', async () => {
    fakeApi({ 'GET /rows': [200, ROWS] }, { seed: false });
    expect(await list('/rows', { status: true })).toMatchObject({ ids: [5, 2], total: '2' });
    expect(await list('/rows', { status: 'draft' })).toMatchObject({ ids: [3], total: '1' });
    expect(await list('/rows', { status: false, price: 50 })).toMatchObject({ ids: [1] });
    expect(await list('/rows', { tags: 'Voz' })).toMatchObject({ ids: [5, 2, 1] });
    expect(await list('/rows', { status_ne: true })).toMatchObject({ ids: [4, 3, 1] });
    expect(await list('/rows', { tags_ne: 'Voz' })).toMatchObject({ ids: [4, 3] });
  });

  it('takes a repeated field as any of its values, and a repeated _ne as none of them', async () => {
    fakeApi({ 'GET /rows': [200, ROWS] }, { seed: false });
    expect(await list('/rows', { id: [1, 4] })).toMatchObject({ ids: [4, 1], total: '2' });
    expect(await list('/rows', { status_ne: [true, false] })).toMatchObject({ ids: [3] });
    expect(await list('/rows?id=2&id=3')).toMatchObject({ ids: [3, 2], total: '2' });
  });

  it('finds _like text case and accents aside, and bounds values by _gte and _lte', async () => {
    fakeApi({ 'GET /rows': [200, ROWS] }, { seed: false });
    expect(await list('/rows', { name_like: 'ARBOL' })).toMatchObject({ ids: [4] });
    expect(await list('/rows', { tags_like: 'fib' })).toMatchObject({ ids: [4, 1] });
    expect(await list('/rows', { price_gte: 30 })).toMatchObject({ ids: [5, 3, 1] });
    expect(await list('/rows', { price_gte: 9.5, price_lte: 30 })).toMatchObject({
      ids: [5, 4, 2],
    });
    // Numbers compare as numbers ('100' > '50'), text in Spanish ('zeta' after 'Ñandú').
    expect(await list('/rows', { price_gte: 60 })).toMatchObject({ ids: [3] });
    expect(await list('/rows', { name_gte: 'o' })).toMatchObject({ ids: [3] });
  });

  it('searches q in the declared text fields of a list, accents and case aside', async () => {
    const products = [
      { id: 3, name: 'Fibra Hogar', name_presentation: 'Campaña', category: 'telecom' },
      { id: 2, name: 'Antena', name_presentation: 'Rural', category: 'campana' },
      { id: 1, name: 'Cobre', name_presentation: 'ADSL', category: 'telecom' },
    ];
    fakeApi({ 'GET /products': [200, products] });
    // name and name_presentation only: the category 'campana' of product 2 is not searched.
    expect(await list('/products', { q: 'CAMPANA' })).toMatchObject({ ids: [3], total: '1' });
    expect(await list('/products', { q: 'hogar campaña' })).toMatchObject({ ids: [3] });
    expect(await list('/products', { q: 'rural', id_ne: 2 })).toMatchObject({ ids: [] });
  });

  it('searches q in every text field of a list it does not know', async () => {
    fakeApi({ 'GET /rows': [200, ROWS] }, { seed: false });
    expect(await list('/rows', { q: 'hogar' })).toMatchObject({ ids: [4, 2], total: '2' });
    expect(await list('/rows', { q: 'nandu' })).toMatchObject({ ids: [5] });
  });

  it('sorts by _sort and _order: Spanish text, numbers by value, ties in the list order', async () => {
    fakeApi({ 'GET /rows': [200, ROWS] }, { seed: false });
    expect(await list('/rows', { _sort: 'name' })).toMatchObject({ ids: [4, 1, 2, 5, 3] });
    expect(await list('/rows', { _sort: 'name', _order: 'DESC' })).toMatchObject({
      ids: [3, 5, 2, 1, 4],
    });
    expect(await list('/rows', { _sort: 'price' })).toMatchObject({ ids: [4, 2, 5, 1, 3] });
    expect(await list('/rows', { _sort: 'price', _order: 'desc' })).toMatchObject({
      ids: [3, 1, 5, 4, 2],
    });
    expect(await list('/rows', { _sort: 'price,name', _order: 'asc,desc' })).toMatchObject({
      ids: [2, 4, 5, 1, 3],
    });
    // A missing value sorts first.
    expect(await list('/rows', { _sort: 'plan' })).toMatchObject({ ids: [1, 4, 2, 5, 3] });
  });

  it("sorts a campaign's status in its declared order: active, inactive, draft", async () => {
    fakeApi({ 'GET /campaings': [200, ROWS] });
    expect(await list('/campaings', { _sort: 'status' })).toMatchObject({
      ids: [5, 2, 4, 1, 3],
    });
  });

  it('answers the window of _start/_end or _page/_limit, with the filtered total', async () => {
    fakeApi({ 'GET /rows': [200, ROWS] }, { seed: false });
    expect(await list('/rows', { _start: 1, _end: 3 })).toEqual({
      ids: [4, 3],
      total: '5',
      expose: 'X-Total-Count, Link',
    });
    expect(await list('/rows', { _start: 4, _end: 100 })).toMatchObject({ ids: [1], total: '5' });
    expect(await list('/rows', { _start: 10, _end: 20 })).toMatchObject({ ids: [], total: '5' });
    expect(await list('/rows', { _start: 3, _limit: 1 })).toMatchObject({ ids: [2] });
    expect(await list('/rows', { _page: 2, _limit: 2 })).toMatchObject({ ids: [3, 2] });
    expect(await list('/rows', { _page: 1 })).toMatchObject({ ids: [5, 4, 3, 2, 1] });
    expect(
      await list('/rows', { status_ne: 'draft', _sort: 'price', _start: 1, _end: 3 }),
    ).toMatchObject({ ids: [2, 5], total: '4' });
  });

  it('answers a window too large or mixed like the API: a 400 naming the parameter', async () => {
    fakeApi({ 'GET /rows': [200, ROWS] }, { seed: false });
    await expect(list('/rows', { _start: 0, _end: 1001 })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { _end: 'Como máximo 1000 registros por petición' },
    });
    await expect(list('/rows', { _page: 1, _start: 0 })).rejects.toMatchObject({ status: 400 });
    await expect(list('/rows', { _start: 5, _end: 2 })).rejects.toMatchObject({ status: 400 });
  });

  it('applies the query to what a route function answers', async () => {
    const { calls } = fakeApi({ 'GET /products': () => [200, ROWS] }, { seed: false });
    expect(await list('/products', { status: true, _sort: 'price' })).toMatchObject({
      ids: [2, 5],
      total: '2',
    });
    expect(calls).toEqual([{ method: 'GET', url: '/products', body: undefined }]);
  });

  it('answers a read with no list parameters exactly as before, with its X-Total-Count', async () => {
    const seed = seedData();
    fakeApi({ 'GET /rows': [200, ROWS] });
    const products = await http.get('/products');
    expect(products.data).toEqual(seed.products);
    expect(products.headers['x-total-count']).toBe(String(seed.products.length));
    // A parameter that names no field of the rows (an alias like `since`) reads nothing.
    expect(await api.get('/rows', { params: { since: '2026-01-01' } })).toEqual(ROWS);
    expect(await api.get('/settings')).toEqual(seed.settings);
  });

  it('reads a whole long list through api.all, window after window', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => ({ id: 2500 - i, name: `Fila ${i}` }));
    const { calls } = fakeApi({ 'GET /profiles': [200, rows] });
    expect(await api.all('/profiles')).toEqual(rows);
    expect(calls).toHaveLength(3);
    // Asked nothing of the list, the route answers its whole array, as before.
    expect(await api.get('/profiles')).toEqual(rows);
  });
});

describe('fakeApi counts', () => {
  it('counts the seed by status, with the filters and q of the list', async () => {
    const seed = seedData();
    fakeApi();
    const byStatus = (rows: { status: unknown }[]) => {
      const by: Record<string, number> = {};
      for (const row of rows) by[String(row.status)] = (by[String(row.status)] ?? 0) + 1;
      return by;
    };
    expect(await api.get('/products/counts', { params: { _by: 'status' } })).toEqual({
      total: seed.products.length,
      by: byStatus(seed.products),
    });
    expect(await api.get('/campaings/counts', { params: { _by: 'status' } })).toEqual({
      total: seed.campaigns.length,
      by: byStatus(seed.campaigns),
    });
    expect(await api.get('/categories/counts')).toEqual({ total: seed.categories.length });
    const fibra = seed.products.filter((p) => /fibra/i.test(`${p.name} ${p.name_presentation}`));
    expect(fibra.length).toBeGreaterThan(0);
    expect(await api.get('/products/counts', { params: { _by: 'status', q: 'FIBRA' } })).toEqual({
      total: fibra.length,
      by: byStatus(fibra),
    });
  });

  it('counts the ledger by kind, and refuses a _by the list does not count by', async () => {
    const ledger = [
      { id: 3, kind: 'consumption', amount: 5 },
      { id: 2, kind: 'top-up', amount: 50 },
      { id: 1, kind: 'top-up', amount: 20 },
    ];
    fakeApi({ 'GET /movimientos': [200, ledger] });
    expect(await api.get('/movimientos/counts', { params: { _by: 'kind' } })).toEqual({
      total: 3,
      by: { consumption: 1, 'top-up': 2 },
    });
    expect(
      await api.get('/movimientos/counts', { params: { _by: 'kind', amount_gte: 20 } }),
    ).toEqual({ total: 2, by: { 'top-up': 2 } });
    await expect(
      api.get('/movimientos/counts', { params: { _by: 'amount' } }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it("counts the rows of a test's own list route, before any /:id route", async () => {
    const { calls } = fakeApi({
      'GET /products/:id': [404, { message: 'no' }],
      'GET /products': [200, ROWS],
    });
    expect(await api.get('/products/counts', { params: { _by: 'status' } })).toEqual({
      total: 5,
      by: { true: 2, false: 2, draft: 1 },
    });
    expect(await api.get('/products/counts', { params: { _by: 'status', price_lte: 30 } })).toEqual(
      { total: 3, by: { true: 2, false: 1 } },
    );
    expect(calls.map((call) => call.url)).toEqual(['/products/counts', '/products/counts']);
  });

  it("answers the list route's failure, and leaves a test's own counts route alone", async () => {
    fakeApi({
      'GET /products': [500, { message: 'boom' }],
      'GET /campaings/counts': [200, { total: 7 }],
    });
    await expect(api.get('/products/counts')).rejects.toMatchObject({ status: 500 });
    expect(await api.get('/campaings/counts')).toEqual({ total: 7 });
  });

  it('has no counts for a list that does not count, nor without a list route', async () => {
    fakeApi({}, { seed: false });
    await expect(api.get('/products/counts')).rejects.toMatchObject({ status: 404 });
    fakeApi();
    await expect(api.get('/profiles/counts')).rejects.toMatchObject({ status: 404 });
  });
});
