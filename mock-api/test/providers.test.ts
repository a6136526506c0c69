/**
 * The list endpoints as the admin frameworks' own data providers call them, unchanged:
 * react-admin's `ra-data-json-server` (`_start`/`_end`, `_sort`/`_order` in capitals, filters
 * as field names, `id=1&id=2`, the total from X-Total-Count) and refine's `@refinedev/simple-rest`
 * (the same through axios, several sorters, `_ne`/`_gte`/`_like` operators). Each gets its page
 * with the right total.
 */
import refineProvider, { axiosInstance } from '@refinedev/simple-rest';
import jsonServerProvider from 'ra-data-json-server';
import { api } from 'shared-ui/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewItem } from '../src/db/types';
import { type Loose, startApi, type TestApi } from './helpers';

const ROWS = 1500;
/** A new company starts with one profile, its first user's (id 1): the rows here follow it. */
const OWN = 1;

/** Profile `i` (its id in the new company). */
const profile = (i: number): NewItem<'profiles'> => ({
  name: i % 50 === 0 ? `Íñigo ${i}` : `Nombre ${String(i).padStart(4, '0')}`,
  lastName: i % 2 === 0 ? 'Pérez' : 'Méndez',
  email: `persona${i}@empresa.com`,
  phone: `414${String(1_000_000 + i)}`,
  role: i % 3 === 0 ? ['Agente', 'Supervisor'] : ['Agente'],
  campain: i % 4 === 0 ? 'Campaña 01' : '',
});

type Model = NewItem<'profiles'> & { id: number };
/** Newest first: the highest id first. */
const MODEL: Model[] = Array.from({ length: ROWS }, (_, k) => ({
  ...profile(ROWS - k),
  id: ROWS - k + OWN,
}));
const ids = (rows: readonly { id?: unknown }[]) => rows.map((row) => Number(row.id));

let a: TestApi;
let token: string;

beforeAll(async () => {
  a = await startApi();
  const mine = await a.newCompany();
  token = mine.token;
  await a.companyDb(mine.company).write((tx) =>
    tx.insertMany(
      'profiles',
      Array.from({ length: ROWS }, (_, k) => profile(k + 1)),
    ),
  );
});
afterAll(() => a.close());

describe("react-admin's ra-data-json-server", () => {
  /** What react-admin's fetchJson does: the session's token, the headers and the parsed body. */
  const httpClient = async (url: string, options: { signal?: AbortSignal | null } = {}) => {
    const res = await fetch(url, {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${res.status} ${body}`);
    return { status: res.status, headers: res.headers, body, json: JSON.parse(body) };
  };
  const provider = () => jsonServerProvider(a.url, httpClient);

  it('gets a page of a list with its total (getList)', async () => {
    const { data, total } = await provider().getList('profiles', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(total).toBe(ROWS + OWN);
    expect(ids(data)).toEqual(ids(MODEL).slice(50, 75));
  });

  it('searches, filters and sorts the way a react-admin list asks (getList)', async () => {
    const { data, total } = await provider().getList('profiles', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'email', order: 'ASC' },
      filter: { q: 'perez', role: 'Supervisor' },
    });
    const expected = MODEL.filter((p) => p.lastName === 'Pérez' && p.role.includes('Supervisor'))
      .sort((x, y) => x.email.localeCompare(y.email, 'es'))
      .map((p) => p.id);
    expect(total).toBe(expected.length);
    expect(ids(data)).toEqual(expected.slice(5, 10));
  });

  it('gets several records by id (getMany) and those of a reference (getManyReference)', async () => {
    const { data } = await provider().getMany('profiles', { ids: [7, 1200, 3] });
    expect(ids(data).sort((x, y) => x - y)).toEqual([3, 7, 1200]);
    const ref = await provider().getManyReference('profiles', {
      target: 'campain',
      id: 'Campaña 01',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'DESC' },
      filter: {},
    });
    const expected = MODEL.filter((p) => p.campain === 'Campaña 01');
    expect(ref.total).toBe(expected.length);
    const spanish = new Intl.Collator('es', { sensitivity: 'base' }).compare;
    const byName = expected.sort((x, y) => spanish(y.name, x.name)).map((p) => p.id);
    expect(ids(ref.data)).toEqual(byName.slice(0, 10));
    expect(ref.data.every((p: Loose) => p.campain === 'Campaña 01')).toBe(true);
  });
});

describe("refine's @refinedev/simple-rest", () => {
  const provider = () => {
    axiosInstance.defaults.headers.common.Authorization = `Bearer ${token}`;
    return refineProvider(a.url, axiosInstance);
  };

  it('gets a page of a list with its total (getList)', async () => {
    const { data, total } = await provider().getList({
      resource: 'profiles',
      pagination: { currentPage: 4, pageSize: 20 },
    });
    expect(total).toBe(ROWS + OWN);
    expect(ids(data)).toEqual(ids(MODEL).slice(60, 80));
  });

  it('sorts by several fields and filters with its operators (getList)', async () => {
    const { data, total } = await provider().getList({
      resource: 'profiles',
      pagination: { currentPage: 2, pageSize: 10 },
      sorters: [
        { field: 'lastName', order: 'asc' },
        { field: 'email', order: 'desc' },
      ],
      filters: [
        { field: 'campain', operator: 'ne', value: 'Campaña 01' },
        { field: 'name', operator: 'contains', value: 'NOMBRE 1' },
        { field: 'id', operator: 'gte', value: 1000 },
        { field: 'q', operator: 'eq', value: 'mendez' },
      ],
    });
    const expected = MODEL.filter(
      (p) =>
        p.campain !== 'Campaña 01' &&
        p.name.startsWith('Nombre 1') &&
        p.id >= 1000 &&
        p.lastName === 'Méndez',
    )
      .sort((x, y) => y.email.localeCompare(x.email, 'es'))
      .map((p) => p.id);
    expect(expected.length).toBeGreaterThan(20);
    expect(total).toBe(expected.length);
    expect(ids(data)).toEqual(expected.slice(10, 20));
  });

  it('gets several records by id (getMany)', async () => {
    const { getMany } = provider();
    if (!getMany) throw new Error('simple-rest has getMany');
    const { data } = await getMany({ resource: 'profiles', ids: [1500, 2, 999] });
    expect(ids(data).sort((x, y) => x - y)).toEqual([2, 999, 1500]);
  });

  it('reads a bad parameter as the error it is, with its Spanish message', async () => {
    await expect(
      provider().getList({
        resource: 'profiles',
        sorters: [{ field: 'password', order: 'asc' }],
      }),
    ).rejects.toMatchObject({ statusCode: 400, message: api.invalidBody });
  });
});
