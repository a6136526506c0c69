/** Each SPEC.md section 5 message comes out of the input that should produce it. */
import { describe, expect, it } from 'vitest';
import { validation as v } from '../texts';
import {
  bulkImportSchema,
  bulkRolesSchema,
  campaignPatchSchema,
  campaignProfilesSchema,
  campaignSchema,
  campaignScriptSchema,
  campaignStep1Schema,
  campaignStep2Schema,
  categorySchema,
  companySchema,
  knowledgeBaseSchema,
  LIMITS,
  loginSchema,
  passwordChangeSchema,
  phoneMessage,
  productSchema,
  profileSchema,
  questionSchema,
  recoverSchema,
  registerSchema,
  representativeSchema,
  smsSettingsSchema,
  topUpFormSchema,
  MAX_TOP_UP,
  PAYMENT_METHOD_NAMES,
  topUpSchema,
  validate,
  voiceSettingsSchema,
} from './index';
import { validCampaign, validProduct } from '../fixtures';
import type { AnyObjectSchema } from 'yup';

const errorsOf = async (schema: AnyObjectSchema, input: unknown) => {
  const result = await validate(schema, input);
  return result.ok ? {} : result.errors;
};

describe('login', () => {
  it('asks for user and password', async () => {
    expect(await errorsOf(loginSchema, {})).toEqual({
      username: v.login.username,
      password: v.login.password,
    });
  });
});

describe('top-up', () => {
  it.each([
    [{}, 'mont', v.topUp.amountRequired],
    [{ mont: '' }, 'mont', v.topUp.amountRequired],
    [{ mont: 'abc' }, 'mont', v.topUp.amountPositive],
    [{ mont: 0 }, 'mont', v.topUp.amountPositive],
    [{ mont: -5 }, 'mont', v.topUp.amountPositive],
    [{ mont: 5 }, 'transaction', v.topUp.transactionRequired],
  ])('%j gives %s: %s', async (input, field, message) => {
    expect((await errorsOf(topUpFormSchema, input))[field]).toBe(message);
  });

  it('needs a method on the API body and defaults the description', async () => {
    expect((await errorsOf(topUpSchema, { mont: 1, transaction: 'T1' })).method).toBe(
      v.topUp.methodRequired,
    );
    const ok = await validate(topUpSchema, {
      mont: 1,
      transaction: 'T1',
      method: 'Transferencias Zelle',
    });
    expect(ok.ok && ok.value.description).toBe('Recarga');
  });

  it('takes only a listed method, and at most the bound of one top-up', async () => {
    for (const method of PAYMENT_METHOD_NAMES) {
      expect((await validate(topUpSchema, { mont: 1, transaction: 'T1', method })).ok, method).toBe(
        true,
      );
    }
    expect(
      (await errorsOf(topUpSchema, { mont: 1, transaction: 'T1', method: 'Bitcoin' })).method,
    ).toBe(v.topUp.methodUnknown);
    expect((await errorsOf(topUpSchema, { mont: 1, transaction: 'T1', method: ' ' })).method).toBe(
      v.topUp.methodRequired,
    );
    const over = { mont: MAX_TOP_UP + 0.01, transaction: 'T1', method: 'Pago móvil' };
    expect((await errorsOf(topUpSchema, over)).mont).toBe(v.topUp.amountMax);
    // The form checks the same bound, with the same message.
    expect((await errorsOf(topUpFormSchema, over)).mont).toBe(v.topUp.amountMax);
  });
});

describe('campaign', () => {
  it('step 1 gives every message on an empty submit', async () => {
    expect(await errorsOf(campaignStep1Schema, { typecampaing: 1 })).toEqual({
      name: v.campaign.name,
      description: v.campaign.description,
      objectives: v.campaign.objectives,
      actions: v.campaign.actions,
      tags: v.campaign.tags,
      nivel: v.campaign.level,
    });
    expect((await errorsOf(campaignStep1Schema, {})).typecampaing).toBe(v.campaign.type);
  });

  it('asks the level for inbound only and nulls it for outbound', async () => {
    const out = await validate(campaignStep1Schema, { ...validCampaign, typecampaing: 2 });
    expect(out.ok && out.value.nivel).toBeNull();
  });

  it('caps name and description at 70 characters', async () => {
    const errors = await errorsOf(campaignStep1Schema, {
      ...validCampaign,
      name: 'x'.repeat(71),
      description: 'y'.repeat(71),
    });
    expect(errors).toEqual({ name: v.common.maxChars(70), description: v.common.maxChars(70) });
  });

  it('step 2 gives the date, hour and frequency messages', async () => {
    expect(await errorsOf(campaignStep2Schema, {})).toEqual({
      initDate: v.campaign.initDate,
      initHour: v.campaign.initHour,
      finalitationDate: v.campaign.endDate,
      finalitationHour: v.campaign.endHour,
      frecuence: v.campaign.frequency,
    });
  });

  it('wants the end after the start', async () => {
    const errors = await errorsOf(campaignSchema, {
      ...validCampaign,
      finalitationDate: '2026-12-01',
      finalitationHour: '07:00',
    });
    expect(errors).toEqual({ finalitationDate: v.campaign.endAfterStart });
  });

  it('keeps channel quantities within their maxima', async () => {
    const errors = await errorsOf(campaignSchema, { ...validCampaign, actionEmails: 501 });
    expect(Object.keys(errors)).toEqual(['actionEmails']);
  });

  it('accepts a full body, defaults status true and drops unknown fields', async () => {
    const result = await validate(campaignSchema, { ...validCampaign, id: 99, hack: 1 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.status).toBe(true);
    expect(result.value).not.toHaveProperty('hack');
    expect(result.value).not.toHaveProperty('id');
  });

  it('profiles and script tabs have their messages and limit', async () => {
    expect((await errorsOf(campaignProfilesSchema, { profilesAssing: [] })).profilesAssing).toBe(
      v.campaign.profiles,
    );
    expect((await errorsOf(campaignScriptSchema, { script: ' ' })).script).toBe(v.campaign.script);
    expect((await errorsOf(campaignScriptSchema, { script: 'a'.repeat(1001) })).script).toBe(
      v.common.maxChars(1000),
    );
  });

  it('patch takes a boolean status but not a string one, and refuses an empty body', async () => {
    expect((await validate(campaignPatchSchema, { status: false })).ok).toBe(true);
    expect((await validate(campaignPatchSchema, { status: 'draft' })).ok).toBe(false);
    expect((await validate(campaignPatchSchema, {})).ok).toBe(false);
  });
});

describe('product', () => {
  it('requires every field with its message', async () => {
    expect(await errorsOf(productSchema, {})).toEqual({
      name: v.product.name,
      description: v.product.description,
      category: v.product.category,
      sub_category: v.product.subCategory,
      otherCategories: v.product.otherCategories,
      initDate: v.product.initDate,
      finalitationDate: v.product.endDate,
      currency: v.product.currency,
      name_presentation: v.product.presentation,
      price: v.product.price,
      inventary: v.product.inventory,
      geographic: v.product.geographic,
      for_state: v.product.forState,
      state: v.product.state,
      municipalities: v.product.municipalities,
      urbanizations: v.product.urbanizations,
    });
  });

  it('wants price and inventory as numbers >= 0 and the end after the start', async () => {
    const errors = await errorsOf(productSchema, {
      ...validProduct,
      price: -1,
      inventary: 'muchos',
      finalitationDate: '2025-12-31',
    });
    expect(errors).toEqual({
      price: v.product.notNegative,
      inventary: v.product.notNegative,
      finalitationDate: v.product.endAfterStart,
    });
  });

  it("takes as images only upload URLs, the form's check and the API's alike", async () => {
    const own = `http://localhost:4000/uploads/${'a'.repeat(32)}.png`;
    expect((await validate(productSchema, { ...validProduct, images: [own] })).ok).toBe(true);
    for (const url of [
      'https://tracker.example.com/pixel.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      `http://localhost:4000/uploads/${'a'.repeat(32)}.svg`,
      'http://localhost:4000/uploads/../db.json',
    ]) {
      const errors = await errorsOf(productSchema, { ...validProduct, images: [own, url] });
      expect(Object.values(errors), url).toEqual([v.product.imageUrl]);
      expect(await errorsOf(productSchema, { ...validProduct, image: url }), url).toEqual({
        image: v.product.imageUrl,
      });
    }
  });

  it('takes any category name as sub-category, trimmed, but not a blank or an overlong one', async () => {
    const named = await validate(productSchema, {
      ...validProduct,
      sub_category: '  Enlaces dedicados ',
    });
    expect(named.ok && named.value.sub_category).toBe('Enlaces dedicados');
    expect(await errorsOf(productSchema, { ...validProduct, sub_category: '   ' })).toEqual({
      sub_category: v.product.subCategory,
    });
    expect(
      await errorsOf(productSchema, {
        ...validProduct,
        sub_category: 'x'.repeat(LIMITS.shortText + 1),
      }),
    ).toEqual({ sub_category: v.common.maxChars(LIMITS.shortText) });
  });

  it('category needs name and parent', async () => {
    expect(await errorsOf(categorySchema, {})).toEqual({
      name: v.category.name,
      category: v.category.parent,
    });
  });
});

describe('profile', () => {
  it('gives each required message', async () => {
    expect(await errorsOf(profileSchema, {})).toEqual({
      name: v.profile.name,
      lastName: v.profile.lastName,
      email: v.profile.email,
      phone: v.profile.phoneRequired,
      role: v.profile.role,
    });
  });

  it.each([
    ['', v.profile.phoneRequired],
    ['   ', v.profile.phoneRequired],
    ['04141234', v.profile.phoneIncomplete],
    ['041412345678', v.profile.phoneIncomplete],
    ['0414abc567', v.profile.phoneNumeric],
    ['0414-12345', v.profile.phoneNumeric],
    ['4141234567', null],
  ])('phone %j gives %s', (phone, message) => {
    expect(phoneMessage(phone)).toBe(message);
  });

  it('bulk import: roles, permission, at most 100 contacts', async () => {
    expect(await errorsOf(bulkRolesSchema, { role: [], permission: false })).toEqual({
      role: v.bulk.roles,
      permission: v.bulk.permission,
    });
    const contact = { name: 'Ana', lastName: 'Pérez', email: 'ana@x.com', phone: '4141234567' };
    const many = Array.from({ length: 101 }, () => contact);
    expect((await errorsOf(bulkImportSchema, { profiles: many, role: ['Agente'] })).profiles).toBe(
      v.bulk.tooMany,
    );
    const bad = await errorsOf(bulkImportSchema, {
      profiles: [contact, { ...contact, phone: '123' }],
      role: ['Agente'],
    });
    expect(bad).toEqual({ 'profiles[1].phone': v.profile.phoneIncomplete });
  });
});

describe('passwords', () => {
  it.each([
    ['Admin123*', undefined],
    ['admin123*', v.password.format],
    ['ADMIN123*', v.password.format],
    ['Admin1234', v.password.format],
    ['Ad1*', v.password.format],
    ['    ', v.password.newRequired],
  ])('%j -> %s', async (password, message) => {
    const errors = await errorsOf(registerSchema, { email: 'a@b.co', password, confirm: password });
    expect(errors.password).toBe(message);
  });

  it('confirmation must match (trimmed) and is required', async () => {
    expect(
      (await errorsOf(registerSchema, { email: 'a@b.co', password: 'Admin123*', confirm: 'x' }))
        .confirm,
    ).toBe(v.password.mismatch);
    expect(
      (
        await errorsOf(registerSchema, {
          email: 'a@b.co',
          password: 'Admin123*',
          confirm: ' Admin123* ',
        })
      ).confirm,
    ).toBeUndefined();
    expect(
      (await errorsOf(registerSchema, { email: 'a@b.co', password: 'Admin123*' })).confirm,
    ).toBe(v.password.confirmRequired);
  });

  it('security change asks for the current password', async () => {
    expect((await errorsOf(passwordChangeSchema, {})).current).toBe(v.password.currentRequired);
  });

  it('registration and recovery require an email', async () => {
    expect((await errorsOf(recoverSchema, {})).email).toBe(v.account.emailRequired);
    expect((await errorsOf(recoverSchema, { email: 'nope' })).email).toBe(v.common.email);
  });
});

describe('knowledge', () => {
  it('base needs a name; question needs all three and caps the answer at 100', async () => {
    expect(await errorsOf(knowledgeBaseSchema, {})).toEqual({ name: v.knowledgeBase.name });
    expect(await errorsOf(questionSchema, {})).toEqual({
      question: v.question.question,
      answers: v.question.answers,
      listId: v.question.listId,
    });
    expect(
      (await errorsOf(questionSchema, { question: 'q', answers: 'a'.repeat(101), listId: 1 }))
        .answers,
    ).toBe(v.common.maxChars(100));
  });
});

describe('settings and account', () => {
  it('SMS and voice require every field but the checkboxes', async () => {
    expect(Object.keys(await errorsOf(smsSettingsSchema, {})).sort()).toEqual(
      ['host', 'operator', 'password', 'phone', 'port', 'user'].sort(),
    );
    const voice = await errorsOf(voiceSettingsSchema, {});
    expect(voice).not.toHaveProperty('unregister');
    expect(voice).not.toHaveProperty('enablelinktest');
    expect(Object.keys(voice)).toHaveLength(12);
  });

  it('company leaves the web page and social links optional', async () => {
    const errors = await errorsOf(companySchema, {});
    for (const optional of ['page_web', 'facebook', 'instagram', 'linkedin', 'twitter']) {
      expect(errors).not.toHaveProperty(optional);
    }
    expect(Object.keys(errors)).toHaveLength(12);
  });

  it('representative: all required, age 18 to 22, gender female or male', async () => {
    expect(Object.keys(await errorsOf(representativeSchema, {}))).toHaveLength(13);
    const errors = await errorsOf(representativeSchema, { age: 30, gender: 'otro' });
    expect(errors.age).toBe(v.common.invalidOption);
    expect(errors.gender).toBe(v.common.invalidOption);
  });
});
