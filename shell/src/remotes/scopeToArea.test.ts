import { describe, expect, it } from 'vitest';
import { scopeToArea } from './scopeToArea';

describe('scopeToArea', () => {
  const routes = [
    { path: 'base-de-conocimiento', children: [{ index: true }, { path: 'gestion' }] },
    { path: 'preguntas-y-respuestas/gestion/:id' },
    { path: '/preguntas-y-respuestas' },
  ];

  it('re-roots the area route at the mount point', () => {
    expect(scopeToArea(routes, 'base-de-conocimiento')).toEqual([
      { path: '/', children: [{ index: true }, { path: 'gestion' }] },
    ]);
  });

  it('strips the area from deeper paths and ignores a leading slash', () => {
    expect(scopeToArea(routes, 'preguntas-y-respuestas')).toEqual([
      { path: 'gestion/:id' },
      { path: '/' },
    ]);
  });

  it('ignores areas that only share a prefix', () => {
    expect(scopeToArea([{ path: 'wallets' }], 'wallet')).toEqual([]);
  });
});
