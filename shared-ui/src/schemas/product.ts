/** Product and category schemas (SPEC.md section 5; price and inventory must be numbers >= 0). */
import * as yup from 'yup';
import { CURRENCIES, LIMITS, PRODUCT_CATEGORIES, TECHNOLOGIES } from '../constants';
import { validation } from 'shared-ui/texts';
import {
  dateString,
  endsAfterStart,
  jsonSchema,
  oneOfText,
  requiredNumber,
  requiredText,
} from './common';
import { maxItemsMessage } from './locale';

const m = validation.product;

/**
 * A file this API stored: the URL POST /uploads answers, `<API>/uploads/<32 hex digits>.<ext>`
 * (the API also checks that `<API>` is its own public URL). Nothing else: a product's pictures
 * are shown to every operator, and another site's would tell it who looks and when.
 */
export const UPLOAD_URL =
  /^https?:\/\/[^/?#\s]+(?:\/[^?#\s]*)?\/uploads\/[a-f0-9]{32}\.(?:png|jpg|jpeg|pdf)$/;
const uploadUrl = yup
  .string()
  .trim()
  .max(LIMITS.longText)
  .matches(UPLOAD_URL, m.imageUrl)
  .required(m.imageUrl);

export const productSchema = yup
  .object({
    name: requiredText(m.name),
    description: requiredText(m.description, LIMITS.longText),
    category: oneOfText(
      PRODUCT_CATEGORIES.map((c) => c.value),
      m.category,
    ),
    // The name of a category record under `category`; the API checks that it exists.
    sub_category: requiredText(m.subCategory),
    otherCategories: yup
      .array(
        yup
          .string()
          .oneOf([...TECHNOLOGIES], validation.common.invalidOption)
          .required(),
      )
      .min(1, m.otherCategories)
      .max(TECHNOLOGIES.length, maxItemsMessage(TECHNOLOGIES.length))
      .required(m.otherCategories),
    initDate: dateString(m.initDate),
    finalitationDate: dateString(m.endDate),
    currency: oneOfText(CURRENCIES, m.currency),
    name_presentation: requiredText(m.presentation),
    price: requiredNumber(m.price, m.notNegative).min(0, m.notNegative).max(1e9),
    inventary: requiredNumber(m.inventory, m.notNegative)
      .integer(m.notNegative)
      .min(0, m.notNegative)
      .max(1e9),
    geographic: requiredText(m.geographic),
    for_state: requiredText(m.forState),
    state: requiredText(m.state),
    municipalities: requiredText(m.municipalities),
    urbanizations: requiredText(m.urbanizations),
    status: yup.boolean().default(true),
    images: yup.array(uploadUrl).max(LIMITS.uploadFiles, m.images).default([]),
    image: yup
      .string()
      .trim()
      .max(LIMITS.longText)
      .matches(UPLOAD_URL, m.imageUrl)
      .nullable()
      .default(null),
  })
  .test('end-after-start', m.endAfterStart, function check(v) {
    if (endsAfterStart(v.initDate, v.finalitationDate, '00:00', '00:00')) return true;
    return this.createError({ path: 'finalitationDate', message: m.endAfterStart });
  })
  .meta(jsonSchema({ 'x-end-after-start': { start: ['initDate'], end: ['finalitationDate'] } }));

/** PATCH /products/:id: activate or deactivate from the list. */
export const productStatusSchema = yup.object({
  status: yup.boolean().strict().required(validation.common.required),
});

export const categorySchema = yup.object({
  name: requiredText(validation.category.name),
  category: oneOfText(
    PRODUCT_CATEGORIES.map((c) => c.value),
    validation.category.parent,
  ),
  status: yup.boolean().default(true),
});

export const categoryStatusSchema = productStatusSchema;
