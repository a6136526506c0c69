/** /categories: list, detail, create, edit, status switch and delete. */
import { Router } from 'express';
import { categorySchema, categoryStatusSchema } from 'shared-ui/schemas';
import type { Context } from '../context';
import { notFound, parse, parseId, patchBody, sendList } from '../http';

export const categoriesRouter = ({ store }: Context) => {
  const router = Router();

  const existing = (raw: unknown) => {
    const category = store.find('categories', parseId(raw));
    if (!category) throw notFound();
    return category;
  };

  const update = (id: number, patch: { name?: string; category?: string; status: boolean }) =>
    store.write((tx) => {
      const updated = tx.update('categories', id, patch);
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
    const created = await store.write((tx) =>
      tx.insert('categories', { name, category, status: true }),
    );
    res.status(201).json(created);
  });

  router.put('/:id', async (req, res) => {
    const id = existing(req.params.id).id;
    const { name, category } = await parse(categorySchema, req.body);
    res.json(await update(id, { name, category, status: true }));
  });

  router.patch('/:id', async (req, res) => {
    const id = existing(req.params.id).id;
    const { status } = await parse(categoryStatusSchema, patchBody(req));
    res.json(await update(id, { status }));
  });

  router.delete('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    await store.write((tx) => {
      if (!tx.remove('categories', id)) throw notFound();
    });
    res.json({ deleted: true, id });
  });

  return router;
};
