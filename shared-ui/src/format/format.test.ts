import { describe, expect, it } from 'vitest';
import { formatDate, formatUsd, matchesText } from './index';

describe('formatting', () => {
  it('shows USD amounts the Spanish way', () => {
    expect(formatUsd(2500)).toBe('USD $2.500,00');
    expect(formatUsd(12345.5)).toBe('USD $12.345,50');
    expect(formatUsd(Number.NaN)).toBe('USD $0,00');
  });

  it('shows dates in Spanish', () => {
    expect(formatDate('2026-11-21')).toBe('21 nov 2026');
    expect(formatDate('garbage')).toBe('');
  });

  it('matches text ignoring case and accents', () => {
    expect(matchesText('Campaña Fibra Óptica', 'optica')).toBe(true);
    expect(matchesText('Campaña', 'zelle')).toBe(false);
  });
});
