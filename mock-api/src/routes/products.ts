/** /products: list, detail, create, edit, activate/deactivate and delete. */
import { validProduct } from 'shared-ui/fixtures';
import { productSchema, productStatusSchema } from 'shared-ui/schemas';
import { api, validation } from 'shared-ui/texts';
import type { Product } from 'shared-ui/types';
import type { InferType } from 'yup';
import type { Context } from '../context';
import type { CompanyTx as Tx } from '../db/view';
import { invalid, notFound, sent } from '../http';
import { productCsv } from '../lists/exports';
import { field, recordList } from '../lists/spec';
import { area, jsonBody } from '../operation';
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

/**
 * A product's pictures are files this API stored (the schema checks their shape, UPLOAD_URL):
 * under its own public URL, never another site's.
 */
const checkOwnUploads = (ctx: Pick<Context, 'publicUrl'>, p: Partial<Product>) => {
  const own = `${ctx.publicUrl}/uploads/`;
  const foreign = (url: string | null | undefined) => !!url && !url.startsWith(own);
  if ((p.images ?? []).some(foreign) || foreign(p.image)) {
    throw invalid({ images: validation.product.imageUrl });
  }
};

/** The sub-category must name a category record (any status) under the product's category. */
const checkSubCategory = (tx: Tx, p: Pick<Product, 'category' | 'sub_category'>) => {
  const known = tx
    .list('categories')
    .some((c) => c.category === p.category && c.name === p.sub_category);
  if (!known) throw invalid({ sub_category: api.unknownSubCategory });
};

const body = jsonBody('ProductBody', productSchema, {
  example: validProduct,
  rules: {
    properties: {
      sub_category: {
        'x-references': { list: '/categories', field: 'name', within: 'category' },
      },
    },
  },
});

/** What the product list can be filtered (its filters and tabs), sorted and searched by. */
export const productList = recordList<Product>({
  fields: {
    name: field.text(),
    name_presentation: field.text(),
    category: field.text(),
    sub_category: field.text(),
    otherCategories: field.texts(),
    price: field.number(),
    inventary: field.number(),
    status: field.boolean(),
    currency: field.text(),
    initDate: field.date(),
    finalitationDate: field.date(),
  },
  sort: [
    'name',
    'price',
    'inventary',
    'status',
    'category',
    'sub_category',
    'initDate',
    'finalitationDate',
  ],
  search: ['name', 'name_presentation'],
  countBy: ['status'],
  csv: productCsv,
});

const { operation, reads } = area('Productos');

export const productOperations = [
  ...reads('products', '/products', {
    answer: 'Product',
    plural: 'Products',
    one: 'product',
    permission: 'products.read',
    spec: productList,
  }),
  operation({
    route: 'POST /products',
    summary: 'Create a product (active; its image is the first of `images`)',
    description:
      "`images` (and `image`) are URLs POST /uploads answered: under this API's PUBLIC_URL, " +
      '`/uploads/<name>`; any other is a 400 on `images`.',
    scope: 'company',
    permission: 'products.create',
    body,
    status: 201,
    answer: 'Product',
    handler: ({ ctx, db, body }) => {
      const value = fields(body);
      checkOwnUploads(ctx, value);
      return db.write((tx) => {
        checkSubCategory(tx, value);
        return tx.insert('products', value);
      });
    },
  }),
  operation({
    route: 'PUT /products/:id',
    summary: 'Save a product; without `images` it keeps them',
    description:
      "`images` (and `image`) are URLs POST /uploads answered: under this API's PUBLIC_URL, " +
      '`/uploads/<name>`; any other is a 400 on `images`.',
    scope: 'company',
    permission: 'products.edit',
    record: 'products',
    body,
    answer: 'Product',
    handler: ({ ctx, db, req, id, body }) => {
      const value: Partial<Product> = fields(body);
      // A form that does not send its images keeps the stored ones.
      if (!sent(req, 'images')) {
        delete value.images;
        if (!sent(req, 'image')) delete value.image;
      }
      checkOwnUploads(ctx, value);
      return db.write((tx) => {
        if (!tx.find('products', id)) throw notFound();
        checkSubCategory(tx, { category: body.category, sub_category: body.sub_category });
        return tx.update('products', id, value);
      });
    },
  }),
  operation({
    route: 'PATCH /products/:id',
    summary: 'Activate or deactivate',
    scope: 'company',
    permission: 'products.edit',
    record: 'products',
    body: jsonBody('StatusPatch', productStatusSchema, { example: { status: false }, patch: true }),
    answer: 'Product',
    handler: ({ db, id, body: { status } }) =>
      db.write((tx) => {
        const updated = tx.update('products', id, { status });
        if (!updated) throw notFound();
        return updated;
      }),
  }),
  operation({
    route: 'DELETE /products/:id',
    summary: 'Delete a product (and unlink it from campaigns)',
    scope: 'company',
    permission: 'products.delete',
    record: 'products',
    answer: 'Deleted',
    handler: async ({ db, id }) => {
      await db.write((tx) => {
        if (!tx.remove('products', id)) throw notFound();
        unlink(tx, 'products', id);
      });
      return { deleted: true, id };
    },
  }),
];
