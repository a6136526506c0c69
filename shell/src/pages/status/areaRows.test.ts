import { describe, expect, it } from 'vitest';
import { areaRows } from './areaRows';
import { receivedSince, windowStart } from './reports';
import { hoursAgo, NOW, REGISTRY, REPORTS, report } from './test/reports';

const inWindow = receivedSince(REPORTS, windowStart(NOW));

/** What this tab runs: products at an older release, knowledge without an id, nothing else. */
const tabRelease = (name: string) =>
  ({ products: 'prod-0001', knowledge: null })[name as 'products' | 'knowledge'];

describe('the window of the last 24 hours', () => {
  it('starts 24 hours before now, in UTC', () => {
    expect(windowStart(NOW)).toBe('2026-06-14T12:00:00.000Z');
  });

  it('keeps the reports received at its start or later', () => {
    const edge = report(9, { area: 'shell', code: 'AAAA-BBBB', createdAt: hoursAgo(24) });
    const before = report(10, {
      area: 'shell',
      code: 'CCCC-DDDD',
      createdAt: new Date(NOW - 24 * 3600_000 - 1).toISOString(),
    });
    expect(receivedSince([...REPORTS, edge, before], windowStart(NOW)).map((r) => r.id)).toEqual([
      1, 2, 3, 4, 9,
    ]);
  });
});

describe('areaRows', () => {
  it('lists the shell, then every remote by its menu label, with both releases', () => {
    const rows = areaRows({
      registry: REGISTRY,
      reports: [],
      tabRelease,
      shellRelease: 'shell-0001',
    });
    expect(rows.map((r) => [r.id, r.label, r.release, r.tabRelease])).toEqual([
      ['shell', 'Shell (marco de la aplicación)', 'shell-0001', 'shell-0001'],
      ['knowledge', 'Base de conocimiento', 'know-0002', null],
      ['campaigns', 'Campañas', 'camp-0002', undefined],
      ['settings', 'Configuración', 'sett-0002', undefined],
      ['profiles', 'Perfiles y Roles', 'prof-0002', undefined],
      ['products', 'Productos', 'prod-0002', 'prod-0001'],
      ['wallet', 'Saldo', null, undefined],
    ]);
    expect(rows.every((r) => r.reports === 0 && r.occurrences === 0 && r.lastError === null)).toBe(
      true,
    );
  });

  it('counts each area’s reports and their repeats, and its latest one', () => {
    const rows = areaRows({
      registry: REGISTRY,
      reports: inWindow,
      tabRelease,
      shellRelease: null,
    });
    const of = (id: string) => rows.find((r) => r.id === id);
    expect(of('products')).toMatchObject({ reports: 2, occurrences: 4, lastError: hoursAgo(1) });
    expect(of('shell')).toMatchObject({
      release: null,
      tabRelease: null,
      reports: 1,
      occurrences: 2,
      lastError: hoursAgo(0.5),
    });
    expect(of('campaigns')).toMatchObject({ reports: 1, occurrences: 1, lastError: hoursAgo(23) });
    expect(of('wallet')).toMatchObject({ reports: 0, occurrences: 0, lastError: null });
  });

  it('keeps a row for an area that reported errors but is not in the registry', () => {
    const rows = areaRows({
      registry: REGISTRY,
      reports: [
        report(20, { area: 'reports', code: 'WXYZ-0123', createdAt: hoursAgo(2), count: 7 }),
      ],
      tabRelease,
      shellRelease: null,
    });
    expect(rows).toHaveLength(8);
    expect(rows.at(-1)).toEqual({
      id: 'reports',
      label: 'reports',
      release: null,
      tabRelease: undefined,
      reports: 1,
      occurrences: 7,
      lastError: hoursAgo(2),
    });
  });
});
