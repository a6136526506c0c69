import { describe, expect, it } from 'vitest';
import { normalizeDecimal, parseDecimal } from './decimal';

describe('decimal input', () => {
  it.each([
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1.234.567', 1234567],
    ['1.234.567,8', 1234567.8],
    ['$ 25,00', 25],
    ['0,01', 0.01],
    ['100', 100],
    ['  7,25 ', 7.25],
  ])('reads %s as %d', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(['', 'abc', ',', '-'])('reads %j as no number', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });

  it('keeps a trailing comma while the user is typing the decimals', () => {
    expect(normalizeDecimal('12,')).toBe('12.');
  });
});
