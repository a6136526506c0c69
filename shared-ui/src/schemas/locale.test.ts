import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { loginSchema, productSchema, validate } from './index';

const messageOf = async (schema: yup.Schema, value: unknown) => {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    return (error as yup.ValidationError).message;
  }
};

describe("yup's locale", () => {
  it('answers in Spanish for rules given no text of their own', async () => {
    expect(await messageOf(yup.string().max(3), 'abcd')).toBe('Máximo 3 caracteres');
    expect(await messageOf(yup.string().min(3), 'ab')).toBe('Mínimo 3 caracteres');
    expect(await messageOf(yup.number().max(1e9), 2e9)).toBe(
      'Debe ser menor o igual a 1.000.000.000',
    );
    expect(await messageOf(yup.number().min(0.5), 0.1)).toBe('Debe ser mayor o igual a 0,5');
    expect(await messageOf(yup.number(), 'doce')).toBe('Tipo de dato no válido');
    expect(await messageOf(yup.number().integer(), 1.5)).toBe('Debe ser un número entero');
    expect(await messageOf(yup.array().min(2), [1])).toBe('Seleccione al menos 2');
    expect(await messageOf(yup.string().email(), 'no-es-correo')).toBe(
      'Ingrese un correo electrónico válido',
    );
  });

  it('reaches the shared schemas the API validates with (a password past its max)', async () => {
    const result = await validate(loginSchema, { username: 'admin', password: 'x'.repeat(201) });
    expect(result).toEqual({ ok: false, errors: { password: 'Máximo 200 caracteres' } });
  });

  it('leaves no English in a product with every number out of range', async () => {
    const result = await validate(productSchema, { price: 2e9, inventary: 'muchos' });
    expect(result.ok).toBe(false);
    const messages = Object.values(result.ok ? {} : result.errors).join(' | ');
    expect(messages).not.toMatch(/\b(must|field|valid|type|required|should)\b/i);
  });
});
