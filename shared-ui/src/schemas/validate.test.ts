/** validate(): unknown and inherited keys dropped, oversized lists cut short, every answer Spanish. */
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { validCampaign, validProfile } from '../fixtures';
import * as schemas from '.';
import {
  bulkImportSchema,
  campaignPatchSchema,
  campaignSchema,
  knowledgeBaseSchema,
  MAX_LINKED_IDS,
  maxItemsMessage,
  validate,
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

  it('throws what is not a validation failure instead of answering with its text', async () => {
    const broken = yup.object({
      name: yup.string().test('boom', 'x', () => {
        throw new TypeError('boom');
      }),
    });
    await expect(validate(broken, { name: 'k' })).rejects.toThrow('boom');
  });
});
