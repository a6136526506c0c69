/** Test-only: sample products and categories for the tests of both page folders. */
import { validProduct } from 'shared-ui/fixtures';
import type { Reply, RequestParts } from 'shared-ui/testing';
import type { Category, Product } from 'shared-ui/types';

export const product = (id: number, over: Partial<Product> = {}): Product => ({
  ...validProduct,
  id,
  name_presentation: `Presentación ${id}`,
  status: true,
  image: null,
  images: [],
  createdAt: '2026-01-01T10:00:00.000Z',
  ...over,
});

export const category = (id: number, over: Partial<Category> = {}): Category => ({
  id,
  name: `Categoría ${id}`,
  category: 'telecom',
  status: true,
  createdAt: '2026-01-01T10:00:00.000Z',
  ...over,
});

/** The managed categories of the screens' tests: three active under 'telecom', one inactive. */
export const categories: Category[] = [
  category(1, { name: 'Servicios de internet' }),
  category(2, { name: 'Internet residencial' }),
  category(3, { name: 'Internet empresarial' }),
  category(4, { name: 'Telefonía fija', status: false }),
];

/**
 * GET /categories answering its query as the API does: `q` (the name, case and accents aside),
 * `name=`, `category=`, `status=`, `_sort=name` and the `_start`/`_end` window.
 */
export const categoriesRoute =
  (rows: readonly Category[] = categories) =>
  (_call: unknown, { query }: RequestParts): Reply => {
    const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const q = fold(query.get('q') ?? '');
    const names = query.getAll('name');
    const parent = query.get('category');
    const status = query.get('status');
    const found = rows.filter(
      (c) =>
        (!q || fold(c.name).includes(q)) &&
        (names.length === 0 || names.includes(c.name)) &&
        (parent === null || c.category === parent) &&
        (status === null || String(c.status) === status),
    );
    if (query.get('_sort') === 'name') found.sort((a, b) => a.name.localeCompare(b.name, 'es'));
    const start = Number(query.get('_start') ?? 0);
    return [200, found.slice(start, Number(query.get('_end') ?? found.length))];
  };
