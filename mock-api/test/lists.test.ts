/**
 * List windows: json-server 0.17's query conventions on every list endpoint, X-Total-Count and
 * Link (exposed through CORS), the bound of a request without a window, a Spanish 400 for each
 * bad parameter, counts, the streamed CSV export, and the OpenAPI parameters. The data is a
 * company of the suite's own with 1,205 products, more than one answer may hold.
 */
import { texts } from 'shared-ui/schemas';
import { api } from 'shared-ui/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewItem } from '../src/db/types';
import { GZIP_IN_PLACE_MAX_BYTES } from '../src/lists/answer';
import { MAX_WINDOW } from '../src/lists/query';
import { OPERATIONS } from '../src/operations';
import { DEFAULT_CORS_ORIGINS } from '../src/server';
import { apiTexts } from '../src/texts';
import { DOCUMENT } from './conformance';
import { type Loose, startApi, type TestApi } from './helpers';

const ROWS = 1205;
const t = apiTexts.list;

/** Product `i` (1-based; its id in the new company): every field a function of `i`. */
const product = (i: number): NewItem<'products'> => ({
  name: i % 100 === 0 ? `Plan Ñandú Acción ${i}` : `Producto ${String(i).padStart(4, '0')}`,
  description: 'Plan',
  category: 'telecom',
  sub_category: i % 2 === 1 ? 'Internet' : 'Telefonía',
  otherCategories: i % 5 === 0 ? ['Fibra Óptica', 'Cobre'] : ['Cobre'],
  initDate: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
  finalitationDate: '2026-12-31',
  currency: 'USD',
  name_presentation: `Presentación ${i}`,
  price: i,
  inventary: i % 7,
  geographic: 'Nacional',
  for_state: 'Sí',
  state: 'Miranda',
  municipalities: 'Sucre',
  urbanizations: 'Los Dos Caminos',
  status: i % 3 !== 0,
  image: null,
  images: [],
});

type Model = NewItem<'products'> & { id: number };
/** The rows as the list holds them: newest first, so the highest id first. */
const MODEL: Model[] = Array.from({ length: ROWS }, (_, k) => ({
  ...product(ROWS - k),
  id: ROWS - k,
}));
const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
const where = (keep: (row: Model) => boolean) => ids(MODEL.filter(keep));

let a: TestApi;
let token: string;
let base: string;
let company: number;

/** A GET as the new company's session. */
const get = (route: string, headers?: Record<string, string>) =>
  a.get(route, { token, ...(headers ? { headers } : {}) });

beforeAll(async () => {
  a = await startApi({ publicUrl: 'https://api.example.com' });
  const mine = await a.newCompany();
  token = mine.token;
  company = mine.company;
  await a.companyDb(company).write((tx) =>
    tx.insertMany(
      'products',
      Array.from({ length: ROWS }, (_, k) => product(k + 1)),
    ),
  );
  base = 'https://api.example.com/products';
});
afterAll(() => a.close());

/** The Link header as rel → its query ('_start=0&_end=10'). */
const links = (header: string | null): Record<string, string> =>
  Object.fromEntries(
    (header ?? '')
      .split(', ')
      .filter(Boolean)
      .map((part) => {
        const [, url, rel] = /^<([^>]*)>; rel="(\w+)"$/.exec(part) ?? [];
        expect(url?.startsWith(`${base}?`)).toBe(true);
        return [rel, url?.split('?')[1]];
      }),
  );

describe('windows', () => {
  it('answers at most 1,000 rows without a window, with the total and the next window', async () => {
    const res = await get('/products');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(ids(MODEL).slice(0, MAX_WINDOW));
    expect(res.headers.get('x-total-count')).toBe(String(ROWS));
    expect(links(res.headers.get('link'))).toEqual({
      first: '_start=0&_end=1000',
      next: '_start=1000&_end=2000',
      last: '_start=205&_end=1205',
    });
  });

  it('serves _start/_end, _start or _end alone, and links the neighbouring windows', async () => {
    const res = await get('/products?_start=10&_end=20');
    expect(ids(res.body)).toEqual(ids(MODEL).slice(10, 20));
    expect(res.headers.get('x-total-count')).toBe(String(ROWS));
    expect(links(res.headers.get('link'))).toEqual({
      first: '_start=0&_end=10',
      prev: '_start=0&_end=10',
      next: '_start=20&_end=30',
      last: '_start=1195&_end=1205',
    });
    expect(ids((await get('/products?_end=3')).body)).toEqual(ids(MODEL).slice(0, 3));
    expect(ids((await get('/products?_start=1200')).body)).toEqual([5, 4, 3, 2, 1]);
    expect((await get('/products?_start=5000&_end=5010')).body).toEqual([]);
    expect((await get('/products?_start=7&_end=7')).body).toEqual([]);
    expect(ids((await get('/products?_start=3&_limit=2')).body)).toEqual(ids(MODEL).slice(3, 5));
  });

  it('serves _page/_limit (10 rows a page unless told) and links pages', async () => {
    const res = await get('/products?_page=2&_limit=25');
    expect(ids(res.body)).toEqual(ids(MODEL).slice(25, 50));
    expect(res.headers.get('x-total-count')).toBe(String(ROWS));
    expect(links(res.headers.get('link'))).toEqual({
      first: '_page=1&_limit=25',
      prev: '_page=1&_limit=25',
      next: '_page=3&_limit=25',
      last: '_page=49&_limit=25',
    });
    expect(ids((await get('/products?_page=3')).body)).toEqual(ids(MODEL).slice(20, 30));
    expect(ids((await get('/products?_limit=4')).body)).toEqual(ids(MODEL).slice(0, 4));
  });

  it('keeps the other parameters in Link, and builds it on the public URL, not on Host', async () => {
    const res = await get('/products?status=false&_sort=price&_start=0&_end=100', {
      host: 'evil.example.org',
    });
    const next = links(res.headers.get('link')).next;
    expect(new URLSearchParams(next).toString()).toBe(
      'status=false&_sort=price&_start=100&_end=200',
    );
    expect(res.headers.get('link')).not.toContain('evil');
  });

  it('sorts by one or more fields, asc/desc in any case, ties in the list order', async () => {
    const byPrice = await get('/products?_sort=price&_order=asc&_end=3');
    expect(ids(byPrice.body)).toEqual([1, 2, 3]);
    expect(ids((await get('/products?_sort=price&_order=DESC&_end=2')).body)).toEqual([1205, 1204]);
    expect(ids((await get('/products?_sort=price&_end=2')).body)).toEqual([1, 2]);
    // Inactive first (false < true), then the dearest.
    const two = await get('/products?_sort=status,price&_order=Asc,desc&_end=3');
    expect(ids(two.body)).toEqual([1203, 1200, 1197]);
    // A tie (the same inventory) keeps the list's own order: newest first.
    const tie = await get('/products?_sort=inventary&_end=4');
    expect(ids(tie.body)).toEqual(where((p) => p.inventary === 0).slice(0, 4));
    // `_order` alone turns the list's own order.
    expect(ids((await get('/products?_order=asc&_end=3')).body)).toEqual([1, 2, 3]);
    // Names in Spanish order (accents aside, as the screens sort).
    const byName = await get('/products?_sort=name&_end=1000');
    const names = byName.body.map((p: Loose) => p.name as string);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
    // A list field sorts by its texts joined.
    const byChannels = await a.get('/campaings?_sort=channels&_order=desc');
    const channels = byChannels.body.map((c: Loose) => (c.channels as string[]).join(', '));
    const spanish = new Intl.Collator('es', { sensitivity: 'base' }).compare;
    expect(channels).toEqual([...channels].sort((x, y) => spanish(y, x)));
    expect(new Set(channels).size).toBeGreaterThan(1);
  });

  it('searches the text fields with q, letter case and accents aside', async () => {
    const hundreds = where((p) => p.id % 100 === 0);
    for (const q of ['nandu accion', 'ÑANDÚ', 'Acción 1']) {
      const res = await get(`/products?q=${encodeURIComponent(q)}`);
      expect(ids(res.body), q).toEqual(
        q === 'Acción 1' ? hundreds.filter((id) => String(id).startsWith('1')) : hundreds,
      );
      expect(res.headers.get('x-total-count')).toBe(String(res.body.length));
    }
    // The presentation name is searched too.
    expect(ids((await get('/products?q=presentacion%20117')).body)).toEqual([
      1179, 1178, 1177, 1176, 1175, 1174, 1173, 1172, 1171, 1170, 117,
    ]);
    expect((await get('/products?q=nada%20de%20esto')).body).toEqual([]);
  });

  it('filters by field, _ne, _like, _gte, _lte and repeated values', async () => {
    const cases: [string, number[]][] = [
      ['status=false', where((p) => !p.status)],
      [
        'status=true&sub_category=Internet',
        where((p) => p.status && p.sub_category === 'Internet'),
      ],
      ['price_gte=100&price_lte=110', where((p) => p.price >= 100 && p.price <= 110)],
      ['price_ne=5&price_ne=6', where((p) => p.price !== 5 && p.price !== 6)],
      ['name_like=%C3%B1and%C3%BA', where((p) => p.id % 100 === 0)],
      ['name_like=ACCION', where((p) => p.id % 100 === 0)],
      ['otherCategories=Fibra%20%C3%93ptica', where((p) => p.id % 5 === 0)],
      ['otherCategories_ne=Fibra%20%C3%93ptica', where((p) => p.id % 5 !== 0)],
      ['id=1&id=2&id=3', [3, 2, 1]],
      ['id_gte=1200', [1205, 1204, 1203, 1202, 1201, 1200]],
      ['status=true&status=false', ids(MODEL)],
      [
        'sub_category=Internet&sub_category=Telefon%C3%ADa&inventary=0',
        where((p) => p.inventary === 0),
      ],
      ['initDate_lte=2026-01-02', where((p) => p.initDate <= '2026-01-02')],
      ['name_gte=Producto%201200', where((p) => p.name >= 'Producto 1200' && p.id % 100 !== 0)],
      ['createdAt_gte=2000-01-01', ids(MODEL)],
    ];
    for (const [query, expected] of cases) {
      const res = await get(`/products?${query}&_end=1000`);
      expect(res.status, query).toBe(200);
      expect(ids(res.body), query).toEqual(expected.slice(0, 1000));
      expect(res.headers.get('x-total-count'), query).toBe(String(expected.length));
    }
  });

  it('combines filters, q, order and window', async () => {
    const res = await get(
      '/products?sub_category=Internet&price_gte=50&q=producto&_sort=price&_order=desc&_page=2&_limit=5',
    );
    const all = MODEL.filter(
      (p) => p.sub_category === 'Internet' && p.price >= 50 && p.id % 100 !== 0,
    )
      .map((p) => p.id)
      .sort((x, y) => y - x);
    expect(ids(res.body)).toEqual(all.slice(5, 10));
    expect(res.headers.get('x-total-count')).toBe(String(all.length));
  });

  it('is served on every list endpoint the API has', async () => {
    const lists = OPERATIONS.filter((op) => op.list?.shape.window);
    expect(lists.map((op) => op.path).sort()).toEqual(
      [
        '/campaings',
        '/categories',
        '/client-errors',
        '/consumos',
        '/inbound-graph',
        '/knowledgebase',
        '/movimientos',
        '/products',
        '/profiles',
        '/questionsandanswers',
        '/recargas',
        '/settings',
        '/walletuser',
      ].sort(),
    );
    for (const op of lists) {
      // The demo company has rows in every list.
      const whole = await a.get(op.path);
      const one = await a.get(`${op.path}?_start=1&_end=2`);
      expect(one.status, op.path).toBe(200);
      expect(one.headers.get('x-total-count'), op.path).toBe(String(whole.body.length));
      expect(one.body, op.path).toEqual(whole.body.slice(1, 2));
      expect((await a.get(`${op.path}?_sort=nope`)).status, op.path).toBe(400);
    }
  });
});

describe('bad parameters', () => {
  const tooLong = 'x'.repeat(201);
  const cases: [string, string, string][] = [
    ['/products?photo=1', 'photo', t.unknownParameter],
    ['/products?_sort=photo', '_sort', t.unknownSort('photo', [])],
    ['/products?_sort=price,photo', '_sort', t.unknownSort('photo', [])],
    ['/products?_sort=price&_order=up', '_order', t.badOrder],
    ['/products?_sort=price&_order=asc,desc', '_order', t.tooManyOrders],
    ['/products?_start=5&_end=2', '_end', t.endBeforeStart],
    ['/products?_start=0&_end=1001', '_end', t.windowTooLarge(MAX_WINDOW)],
    ['/products?_limit=1001', '_limit', t.windowTooLarge(MAX_WINDOW)],
    ['/products?_page=1&_limit=5000', '_limit', t.windowTooLarge(MAX_WINDOW)],
    ['/products?_limit=0', '_limit', t.notWholeNumber(1)],
    ['/products?_page=0', '_page', t.notWholeNumber(1)],
    ['/products?_start=-1', '_start', t.notWholeNumber(0)],
    ['/products?_start=abc', '_start', t.notWholeNumber(0)],
    ['/products?_start=1.5', '_start', t.notWholeNumber(0)],
    ['/products?_start=99999999999', '_start', t.notWholeNumber(0)],
    ['/products?_start=2000000000', '_start', t.tooFar],
    ['/products?_page=1&_start=0', '_page', t.mixedPaging],
    ['/products?_end=10&_limit=5', '_limit', t.limitWithEnd],
    ['/products?_start=0&_start=10', '_start', t.oneValue],
    ['/products?price=abc', 'price', t.notNumber],
    ['/products?id=x', 'id', t.notInteger],
    ['/products?status=yes', 'status', t.notBoolean],
    ['/products?price_gte=1&price_gte=2', 'price_gte', t.oneValue],
    ['/products?status_like=tr', 'status_like', t.unknownParameter],
    ['/products?status_gte=true', 'status_gte', t.unknownParameter],
    [`/products?q=${tooLong}`, 'q', t.tooLong(200)],
    [`/products?name=${tooLong}`, 'name', t.tooLong(200)],
    ['/products?q=a&q=b', 'q', t.oneValue],
    ['/campaings?status=paused', 'status', t.notOneOf([true, false, 'draft'])],
    ['/products/counts?_by=name', '_by', t.unknownCount('name', [])],
    ['/products/counts?_start=0', '_start', t.unknownParameter],
    ['/products.csv?_page=1', '_page', t.unknownParameter],
    ['/recargas?q=x', 'q', t.unknownParameter],
    ['/client-errors?since=ayer', 'since', texts.validation.common.invalidDate],
  ];

  it.each(cases)('%s is a 400 naming %s in Spanish', async (route, name, text) => {
    const res = await get(route);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(api.invalidBody);
    expect(Object.keys(res.body.errors)).toEqual([name]);
    // Texts that list the fields they take: the start, then the fields.
    const message = res.body.errors[name] as string;
    if (text.endsWith('Campos: ')) expect(message.startsWith(text)).toBe(true);
    else expect(message).toBe(text);
  });

  it('names every bad parameter of one request', async () => {
    const res = await get('/products?_sort=photo&price=abc&_limit=0&zzz=1');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['_limit', '_sort', 'price', 'zzz']);
    expect(res.body.errors._sort).toMatch(/^No se puede ordenar por «photo»\. Campos: name, price/);
  });
});

describe('counts', () => {
  it('counts every matching row, per value of _by, with the list filters and q', async () => {
    const all = await get('/products/counts?_by=status');
    expect(all.body).toEqual({
      total: ROWS,
      by: { true: where((p) => p.status).length, false: where((p) => !p.status).length },
    });
    expect(all.body.by).toEqual({ true: 804, false: 401 });
    expect((await get('/products/counts')).body).toEqual({ total: ROWS });
    const some = await get('/products/counts?_by=status&q=%C3%B1andu&sub_category=Telefon%C3%ADa');
    expect(some.body).toEqual({ total: 12, by: { true: 8, false: 4 } });
    expect((await get('/products/counts?q=nada%20de%20esto&_by=status')).body).toEqual({
      total: 0,
      by: {},
    });
  });

  it('counts campaigns by their three states', async () => {
    const { body } = await a.get('/campaings/counts?_by=status');
    const campaigns = (await a.get('/campaings')).body as Loose[];
    const of = (status: unknown) => campaigns.filter((c) => c.status === status).length;
    expect(body).toEqual({
      total: campaigns.length,
      by: { true: of(true), false: of(false), draft: of('draft') },
    });
  });
});

describe('CSV export', () => {
  it('streams every matching row (no bound), in the asked order, for a Spanish Excel', async () => {
    const res = await fetch(`${a.url}/products.csv?_sort=price&_order=desc`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="productos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('x-total-count')).toBe(String(ROWS));
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(ROWS + 2);
    expect(lines[0]).toBe(
      '\uFEFFNombre;Presentación;Estado;Categoría;Sub-categoría;Tecnologías;Precio;Inventario;Inicio;Fin',
    );
    expect(lines[1]?.split(';').slice(0, 3)).toEqual([
      'Producto 1205',
      'Presentación 1205',
      'Activo',
    ]);
    expect(lines[1]).toContain('1.205,00');
    expect(lines[ROWS]?.startsWith('Producto 0001;')).toBe(true);
  });

  it('writes the filtered view only, and a header line alone for none', async () => {
    const some = await get('/products.csv?status=false&q=nandu');
    expect(some.headers.get('x-total-count')).toBe('4');
    const lines = (some.body as string).split('\r\n').filter(Boolean);
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual([
      'Plan Ñandú Acción 1200',
      'Plan Ñandú Acción 900',
      'Plan Ñandú Acción 600',
      'Plan Ñandú Acción 300',
    ]);
    const none = await get('/products.csv?q=nada%20de%20esto');
    expect((none.body as string).split('\r\n').filter(Boolean)).toHaveLength(1);
  });
});

describe('headers', () => {
  it('exposes X-Total-Count, Link and Content-Disposition to the browser through CORS', async () => {
    const origin = DEFAULT_CORS_ORIGINS[0] as string;
    const res = await get('/products?_end=1', { origin });
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    const exposed = (res.headers.get('access-control-expose-headers') ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase());
    expect(exposed).toEqual(
      expect.arrayContaining(['x-total-count', 'link', 'content-disposition']),
    );
  });

  it('gzips a window for clients that take it, small or large, and varies on Accept-Encoding', async () => {
    // 20 rows are gzipped on the request's thread, 1,000 on libuv's: the same bytes either way.
    for (const [end, small] of [
      [20, true],
      [MAX_WINDOW, false],
    ] as const) {
      const ask = (encoding: string) =>
        fetch(`${a.url}/products?_end=${end}`, {
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
        });
      const plain = await ask('identity');
      expect(plain.headers.get('content-encoding')).toBeNull();
      const text = await plain.text();
      expect(Buffer.byteLength(text) <= GZIP_IN_PLACE_MAX_BYTES).toBe(small);
      const zipped = await ask('gzip');
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(zipped.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(Number(zipped.headers.get('content-length'))).toBeLessThan(
        Buffer.byteLength(text) / 4,
      );
      expect(await zipped.text()).toBe(text);
      expect(JSON.parse(text)).toHaveLength(end);
    }
  });
});

describe('OpenAPI', () => {
  it('documents each list parameter, its answer headers and its 400, from the declaration', () => {
    const list = (DOCUMENT.paths as Loose)['/products'].get;
    const names = list.parameters.map((p: Loose) => p.name);
    for (const name of [
      '_start',
      '_end',
      '_page',
      '_limit',
      '_sort',
      '_order',
      'q',
      'id',
      'price',
      'price_gte',
      'price_lte',
      'price_ne',
      'name_like',
      'status',
      'otherCategories',
    ]) {
      expect(names, name).toContain(name);
    }
    expect(names).not.toContain('status_like');
    expect(names).not.toContain('_by');
    expect(Object.keys(list.responses['200'].headers)).toEqual(
      expect.arrayContaining(['X-Total-Count', 'Link']),
    );
    expect(list.responses['400']).toBeDefined();
    const sort = list.parameters.find((p: Loose) => p.name === '_sort');
    expect(new RegExp(sort.schema.pattern).test('status,price')).toBe(true);
    expect(new RegExp(sort.schema.pattern).test('photo')).toBe(false);
    const limit = list.parameters.find((p: Loose) => p.name === '_limit');
    expect(limit.schema.maximum).toBe(MAX_WINDOW);
    const counts = (DOCUMENT.paths as Loose)['/products/counts'].get;
    expect(counts.parameters.map((p: Loose) => p.name)).toContain('_by');
    const csv = (DOCUMENT.paths as Loose)['/products.csv'].get;
    expect(Object.keys(csv.responses['200'].content)).toEqual(['text/csv']);
  });
});

// Last: it changes the rows the other tests read.
describe('as rows change', () => {
  it('keeps each sorted view and search text in step with inserts, edits and deletes', async () => {
    // Both views exist before the changes: by price, and by name descending.
    const byPrice = '/products?_sort=price&_start=0&_end=1000';
    await get(byPrice);
    await get('/products?_sort=name&_order=desc&_end=5');
    // And the folded names `_like` reads, and searches and counts asked before the changes.
    expect(ids((await get('/products?name_like=producto%200010')).body)).toEqual([10]);
    expect((await get('/products?q=zeta')).body).toEqual([]);
    expect(ids((await get('/products?q=producto%200003')).body)).toEqual([3]);
    const countsBefore = (await get('/products/counts?_by=status&q=producto%20000')).body;
    expect(countsBefore).toEqual({ total: 9, by: { true: 6, false: 3 } });
    // Through the store, as every handler writes (a new company has no categories to link).
    const id = await a.companyDb(company).write((tx) => {
      const made = tx.insert('products', { ...product(1), name: 'Zeta única', price: 2.5 });
      tx.update('products', 10, { name: 'Álamo', price: 0.5 });
      tx.remove('products', 3);
      return made.id;
    });
    const prices = (await get(byPrice)).body.map((p: Loose) => [p.id, p.price]);
    expect(prices.slice(0, 5)).toEqual([
      [10, 0.5],
      [1, 1],
      [2, 2],
      [id, 2.5],
      [4, 4],
    ]);
    expect((await get('/products?_sort=name&_order=desc&_end=1')).body[0].id).toBe(id);
    // Searched by its new name, no longer by its old one.
    expect(ids((await get('/products?q=alamo')).body)).toEqual([10]);
    expect(ids((await get('/products?name_like=%C3%81LAMO')).body)).toEqual([10]);
    expect((await get('/products?name_like=producto%200010')).body).toEqual([]);
    expect((await get('/products?q=producto%200010')).body).toEqual([]);
    expect((await get('/products?q=producto%200003')).body).toEqual([]);
    expect(ids((await get('/products?q=zeta')).body)).toEqual([id]);
    expect(ids((await get('/products?q=zeta&_start=1')).body)).toEqual([]);
    // Products 0001-0009 less 3 (removed): 6 and 9 inactive.
    expect((await get('/products/counts?_by=status&q=producto%20000')).body).toEqual({
      total: 8,
      by: { true: 6, false: 2 },
    });
    expect((await get('/products/counts')).body).toEqual({ total: ROWS });
  });
});
