/** /products: list, detail, create, edit, activate/deactivate and delete. */
import { Router } from 'express';
import { productSchema, productStatusSchema } from 'shared-ui/schemas';
import { api } from 'shared-ui/texts';
import type { Product } from 'shared-ui/types';
import type { InferType } from 'yup';
import type { Context } from '../context';
import type { Tx } from '../db/store';
import { invalid, notFound, parse, parseId, patchBody, sendList, sent } from '../http';
import { unlink } from './links';

type Body = InferType<typeof productSchema>;

/** The stored product fields: always active on save (SPEC.md section 4), photo = first image. */
const fields = (v: Body): Omit<Product, 'id' | 'createdAt'> => ({
  name: v.name,
  description: v.description,
  category: v.category,
  sub_category: v.sub_category,
  otherCategories: [...new Set(v.otherCategories)],
  initDate: v.initDate,
  finalitationDate: v.finalitationDate,
  currency: v.currency,
  name_presentation: v.name_presentation,
  price: v.price,
  inventary: v.inventary,
  geographic: v.geographic,
  for_state: v.for_state,
  state: v.state,
  municipalities: v.municipalities,
  urbanizations: v.urbanizations,
  status: true,
  image: v.images[0] ?? v.image ?? null,
  images: v.images,
});

/** The sub-category must name a category record (any status) under the product's category. */
const checkSubCategory = (tx: Tx, p: Pick<Product, 'category' | 'sub_category'>) => {
  const known = tx.data.categories.some(
    (c) => c.category === p.category && c.name === p.sub_category,
  );
  if (!known) throw invalid({ sub_category: api.unknownSubCategory });
};

export const productsRouter = ({ store }: Context) => {
  const router = Router();

  const existing = (raw: unknown) => {
    const product = store.find('products', parseId(raw));
    if (!product) throw notFound();
    return product;
  };

  router.get('/', sendList(store, 'products'));

  router.get('/:id', (req, res) => {
    res.json(existing(req.params.id));
  });

  router.post('/', async (req, res) => {
    const value = fields(await parse(productSchema, req.body));
    const product = await store.write((tx) => {
      checkSubCategory(tx, value);
      return tx.insert('products', value);
    });
    res.status(201).json(product);
  });

  router.put('/:id', async (req, res) => {
    const id = existing(req.params.id).id;
    const body = fields(await parse(productSchema, req.body));
    const value: Partial<Product> = { ...body };
    // A form that does not send its images keeps the stored ones.
    if (!sent(req, 'images')) {
      delete value.images;
      if (!sent(req, 'image')) delete value.image;
    }
    const product = await store.write((tx) => {
      if (!tx.find('products', id)) throw notFound();
      checkSubCategory(tx, body);
      return tx.update('products', id, value) as Product;
    });
    res.json(product);
  });

  router.patch('/:id', async (req, res) => {
    const id = existing(req.params.id).id;
    const { status } = await parse(productStatusSchema, patchBody(req));
    const product = await store.write((tx) => {
      const updated = tx.update('products', id, { status });
      if (!updated) throw notFound();
      return updated;
    });
    res.json(product);
  });

  router.delete('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    await store.write((tx) => {
      if (!tx.remove('products', id)) throw notFound();
      unlink(tx, 'products', id);
    });
    res.json({ deleted: true, id });
  });

  return router;
};
