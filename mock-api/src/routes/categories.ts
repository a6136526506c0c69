/** /categories: list, detail, create, edit, status switch and delete; a product's sub_category names one. */
import { Router } from 'express';
import { categorySchema, categoryStatusSchema } from 'shared-ui/schemas';
import { api } from 'shared-ui/texts';
import type { Category } from 'shared-ui/types';
import type { Context } from '../context';
import type { Tx } from '../db/store';
import { invalid, notFound, parse, parseId, patchBody, sendList } from '../http';

/** Products that named `before` follow its rename (or move to its new parent). Names are unique per parent. */
const followRename = (tx: Tx, before: Category, after: Pick<Category, 'name' | 'category'>) => {
  if (before.name === after.name && before.category === after.category) return;
  for (const p of tx.data.products) {
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
  const taken = tx.data.categories.some(
    (other) => other.id !== id && other.category === c.category && sameName(other.name, c.name),
  );
  if (taken) throw invalid({ name: api.duplicateCategory });
};

export const categoriesRouter = ({ store }: Context) => {
  const router = Router();

  const existing = (raw: unknown) => {
    const category = store.find('categories', parseId(raw));
    if (!category) throw notFound();
    return category;
  };

  const setStatus = (id: number, status: boolean) =>
    store.write((tx) => {
      const updated = tx.update('categories', id, { status });
      if (!updated) throw notFound();
      return updated;
    });

  router.get('/', sendList(store, 'categories'));

  router.get('/:id', (req, res) => {
    res.json(existing(req.params.id));
  });

  // Saving the category form always makes it active (SPEC.md section 4).
  router.post('/', async (req, res) => {
    const { name, category } = await parse(categorySchema, req.body);
    const created = await store.write((tx) => {
      checkUnique(tx, { name, category });
      return tx.insert('categories', { name, category, status: true });
    });
    res.status(201).json(created);
  });

  // A rename reaches the products that named the category, in the same write.
  router.put('/:id', async (req, res) => {
    const id = existing(req.params.id).id;
    const { name, category } = await parse(categorySchema, req.body);
    const updated = await store.write((tx) => {
      const before = tx.find('categories', id);
      if (!before) throw notFound();
      checkUnique(tx, { name, category }, id);
      // Before the update, which changes `before` in place.
      followRename(tx, before, { name, category });
      return tx.update('categories', id, { name, category, status: true });
    });
    res.json(updated);
  });

  router.patch('/:id', async (req, res) => {
    const id = existing(req.params.id).id;
    const { status } = await parse(categoryStatusSchema, patchBody(req));
    res.json(await setStatus(id, status));
  });

  router.delete('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    // Products keep the name of a deleted category; their form then asks for another.
    await store.write((tx) => {
      if (!tx.remove('categories', id)) throw notFound();
    });
    res.json({ deleted: true, id });
  });

  return router;
};
