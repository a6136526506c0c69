/** /categories: list, detail, create, edit, status switch and delete; a product's sub_category names one. */
import { categorySchema, categoryStatusSchema } from 'shared-ui/schemas';
import { api } from 'shared-ui/texts';
import type { Category } from 'shared-ui/types';
import type { CompanyTx as Tx } from '../db/view';
import { invalid, notFound } from '../http';
import { field, recordList } from '../lists/spec';
import { area, jsonBody } from '../operation';

/** Products that named `before` follow its rename (or move to its new parent). Names are unique per parent. */
const followRename = (tx: Tx, before: Category, after: Pick<Category, 'name' | 'category'>) => {
  if (before.name === after.name && before.category === after.category) return;
  for (const p of tx.list('products')) {
    if (p.category === before.category && p.sub_category === before.name)
      tx.update('products', p.id, { category: after.category, sub_category: after.name });
  }
};

const sameName = (a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' }) === 0;

/**
 * Products name their category, so two categories of one parent may not share a name (case and
 * accents aside): 'Telefonía fija' and 'telefonia fija' would be one sub-category to a product.
 */
const checkUnique = (tx: Tx, c: Pick<Category, 'name' | 'category'>, id?: number) => {
  const taken = tx
    .list('categories')
    .some(
      (other) => other.id !== id && other.category === c.category && sameName(other.name, c.name),
    );
  if (taken) throw invalid({ name: api.duplicateCategory });
};

const body = jsonBody('CategoryBody', categorySchema, {
  example: { name: 'Fibra hogar', category: 'telecom' },
  rules: {
    properties: {
      name: {
        'x-unique': {
          list: '/categories',
          field: 'name',
          within: 'category',
          ignoring: 'case and accents',
        },
      },
    },
  },
});

/** What the category list (and the product form's pickers) filter, sort and search by. */
export const categoryList = recordList<Category>({
  fields: { name: field.text(), category: field.text(), status: field.boolean() },
  sort: ['name', 'category', 'status'],
  search: ['name'],
  countBy: ['status'],
});

const { operation, reads } = area('Productos');

export const categoryOperations = [
  ...reads('categories', '/categories', {
    answer: 'Category',
    plural: 'Categories',
    one: 'category',
    permission: 'categories.read',
    spec: categoryList,
  }),
  // Saving the category form always makes it active (SPEC.md section 4).
  operation({
    route: 'POST /categories',
    summary: 'Create a category (active)',
    scope: 'company',
    permission: 'categories.create',
    body,
    status: 201,
    answer: 'Category',
    handler: ({ db, body: { name, category } }) =>
      db.write((tx) => {
        checkUnique(tx, { name, category });
        return tx.insert('categories', { name, category, status: true });
      }),
  }),
  operation({
    route: 'PUT /categories/:id',
    summary: 'Save a category (active); its products follow a rename',
    scope: 'company',
    permission: 'categories.edit',
    record: 'categories',
    body,
    answer: 'Category',
    handler: ({ db, id, body: { name, category } }) =>
      db.write((tx) => {
        const before = tx.find('categories', id);
        if (!before) throw notFound();
        checkUnique(tx, { name, category }, id);
        // Before the update, which changes `before` in place.
        followRename(tx, before, { name, category });
        return tx.update('categories', id, { name, category, status: true });
      }),
  }),
  operation({
    route: 'PATCH /categories/:id',
    summary: 'Activate or deactivate',
    scope: 'company',
    permission: 'categories.edit',
    record: 'categories',
    body: jsonBody('StatusPatch', categoryStatusSchema, {
      example: { status: false },
      patch: true,
    }),
    answer: 'Category',
    handler: ({ db, id, body: { status } }) =>
      db.write((tx) => {
        const updated = tx.update('categories', id, { status });
        if (!updated) throw notFound();
        return updated;
      }),
  }),
  operation({
    route: 'DELETE /categories/:id',
    summary: 'Delete a category',
    scope: 'company',
    permission: 'categories.delete',
    description: 'Products keep the name of a deleted category; their form then asks for another.',
    record: 'categories',
    answer: 'Deleted',
    handler: async ({ db, id }) => {
      await db.write((tx) => {
        if (!tx.remove('categories', id)) throw notFound();
      });
      return { deleted: true, id };
    },
  }),
];
