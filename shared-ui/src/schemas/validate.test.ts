/** validate(): unknown and inherited keys dropped, oversized lists cut short, types checked before yup converts, every answer Spanish. */
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import type { AnyObjectSchema } from 'yup';
import { validation } from 'shared-ui/texts';
import { validCampaign, validProduct, validProfile } from '../fixtures';
import * as schemas from '.';
import {
  bulkImportSchema,
  campaignPatchSchema,
  campaignSchema,
  hasSchemaType,
  knowledgeBaseSchema,
  loginSchema,
  MAX_LINKED_IDS,
  maxItemsMessage,
  productSchema,
  questionSchema,
  SPANISH,
  topUpSchema,
  validate,
  walletSchema,
} from '.';

describe('validate', () => {
  it('drops keys named like Object.prototype members, at any depth', async () => {
    const names = ['toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'isPrototypeOf'];
    for (const key of names) {
      expect(await validate(knowledgeBaseSchema, { name: 'k', [key]: 'x' })).toEqual({
        ok: true,
        value: { name: 'k' },
      });
    }
    const bulk = await validate(bulkImportSchema, {
      profiles: [{ ...validProfile, toString: 1 }],
      role: ['Agente'],
    });
    expect(bulk.ok).toBe(true);
  });

  it('answers an object or a list where a text belongs with a Spanish field error', async () => {
    for (const name of [{}, [], ['a'], { trim: 1 }]) {
      expect(await validate(knowledgeBaseSchema, { name })).toEqual({
        ok: false,
        errors: { name: 'Tipo de dato no válido' },
      });
    }
  });

  it('bounds every id list, with a Spanish message, without checking each id', async () => {
    const ids = Array.from({ length: 250_000 }, (_, i) => i + 1);
    for (const field of ['products', 'knowledgebases', 'profilesAssing']) {
      const result = await validate(campaignPatchSchema, { [field]: ids });
      expect(result).toEqual({ ok: false, errors: { [field]: maxItemsMessage(MAX_LINKED_IDS) } });
    }
    const ok = await validate(campaignSchema, { ...validCampaign, products: ids.slice(0, 1000) });
    expect(ok.ok).toBe(true);
  });

  it('gives every array of every schema a maximum', () => {
    const unbounded: string[] = [];
    const walk = (path: string, d: ReturnType<typeof knowledgeBaseSchema.describe>) => {
      const desc = d as {
        type: string;
        tests?: { name?: string }[];
        fields?: object;
        innerType?: object;
      };
      if (desc.type === 'array' && !desc.tests?.some((t) => t.name === 'max')) unbounded.push(path);
      for (const [key, field] of Object.entries(desc.fields ?? {})) walk(`${path}.${key}`, field);
      if (desc.innerType) walk(`${path}[]`, desc.innerType as typeof d);
    };
    for (const [name, schema] of Object.entries(schemas)) {
      if (
        name.endsWith('Schema') &&
        typeof (schema as { describe?: unknown }).describe === 'function'
      ) {
        walk(name, (schema as typeof knowledgeBaseSchema).describe());
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('refuses a throw inside yup as a failure of the body, and hands the error back', async () => {
    const boom = new TypeError('boom');
    const broken = yup.object({
      name: yup.string().test('boom', 'x', () => {
        throw boom;
      }),
    });
    expect(await validate(broken, { name: 'k' })).toEqual({
      ok: false,
      errors: { _: 'Valor no válido' },
      thrown: boom,
    });
  });
});

/** Values that pose as a scalar: yup's conversion called their toString or valueOf. */
const POSERS: [string, unknown][] = [
  ['{toString: 1}', { toString: 1 }],
  ['{valueOf: 1}', { valueOf: 1 }],
  ['{toString: {}, valueOf: {}}', { toString: {}, valueOf: {} }],
  ['{[Symbol.toPrimitive]: 1}', { [Symbol.toPrimitive]: 1 }],
  ['Object.create(null)', Object.create(null)],
  ['[]', []],
  ['[[1]]', [[1]]],
  ['[{toString: 1}]', [{ toString: 1 }]],
];

describe('validate: a value of another type never reaches yup', () => {
  it.each(POSERS)('refuses %s in a number field with the field message', async (_, value) => {
    expect(
      await validate(topUpSchema, {
        mont: value,
        method: 'Transferencias Zelle',
        transaction: 'T1',
      }),
    ).toEqual({ ok: false, errors: { mont: validation.topUp.amountPositive } });
    expect(await validate(questionSchema, { question: 'q', answers: 'a', listId: value })).toEqual({
      ok: false,
      errors: { listId: validation.question.listId },
    });
  });

  it.each(POSERS)('refuses %s in a boolean, a text, an id list and a choice', async (_, value) => {
    const product = await validate(productSchema, { ...validProduct, status: value });
    expect(product).toEqual({ ok: false, errors: { status: SPANISH.mixed.notType } });
    const base = await validate(knowledgeBaseSchema, { name: value });
    expect(base).toEqual({ ok: false, errors: { name: SPANISH.mixed.notType } });
    const ids = await validate(campaignPatchSchema, { products: [value] });
    expect(ids).toEqual({ ok: false, errors: { 'products[0]': SPANISH.mixed.notType } });
    const campaign = await validate(campaignSchema, { ...validCampaign, status: value });
    expect(campaign.ok).toBe(false);
  });

  it('converts nothing between types: numeric texts, texts for booleans, numbers for texts', async () => {
    const cases: [AnyObjectSchema, Record<string, unknown>, string][] = [
      [walletSchema, { total: '5' }, 'total'],
      [walletSchema, { total: Number.POSITIVE_INFINITY }, 'total'],
      [walletSchema, { total: Number.NaN }, 'total'],
      [questionSchema, { question: 'q', answers: 'a', listId: '1' }, 'listId'],
      [loginSchema, { username: 'a', password: 'b', remember: 'true' }, 'remember'],
      [loginSchema, { username: 'a', password: 'b', remember: 1 }, 'remember'],
      [knowledgeBaseSchema, { name: 5 }, 'name'],
      [campaignSchema, { ...validCampaign, tags: '["a"]' }, 'tags'],
      [campaignSchema, { ...validCampaign, profilesAssing: {} }, 'profilesAssing'],
      // A condition that drops the field (no level for outbound) does not make a wrong type right.
      [campaignSchema, { ...validCampaign, typecampaing: 2, nivel: '1' }, 'nivel'],
      [yup.object({ when: yup.date() }), { when: { toString: 1 } }, 'when'],
    ];
    for (const [schema, input, field] of cases) {
      const result = await validate(schema, input);
      expect(result.ok, JSON.stringify(input)).toBe(false);
      expect(Object.keys(result.ok ? {} : result.errors), field).toContain(field);
    }
  });

  it('still reads a blank number as missing, and takes null where the schema does', async () => {
    expect(await validate(walletSchema, { total: '  ' })).toEqual({
      ok: false,
      errors: { total: validation.common.required },
    });
    const outbound = await validate(campaignSchema, { ...validCampaign, typecampaing: 2 });
    expect(outbound.ok).toBe(true);
    const nulls = await validate(campaignSchema, { ...validCampaign, actionSms: null });
    expect(nulls.ok).toBe(true);
  });

  it('knows the JSON type of each kind of schema', () => {
    expect(hasSchemaType(yup.number(), 1.5)).toBe(true);
    expect(hasSchemaType(yup.number(), '')).toBe(true);
    expect(hasSchemaType(yup.number(), '1')).toBe(false);
    expect(hasSchemaType(yup.string(), 'x')).toBe(true);
    expect(hasSchemaType(yup.boolean(), false)).toBe(true);
    expect(hasSchemaType(yup.array(), [])).toBe(true);
    expect(hasSchemaType(yup.object(), [])).toBe(false);
    expect(hasSchemaType(yup.date(), new Date())).toBe(true);
    expect(hasSchemaType(yup.mixed(), { toString: 1 })).toBe(true);
    for (const schema of [yup.number(), yup.string(), yup.boolean(), yup.array(), yup.object()]) {
      expect(hasSchemaType(schema, null)).toBe(true);
    }
  });
});
