/** Test-only: sample products and categories for the tests of both page folders. */
import { validProduct } from 'shared-ui/fixtures';
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
