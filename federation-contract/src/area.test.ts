import { describe, expect, it } from 'vitest';
import {
  areaProblems,
  descriptionProblems,
  prefixesOverlap,
  type RemoteArea,
  routeProblems,
} from './area';

const area: RemoteArea = {
  prefixes: ['/productos'],
  menu: [
    {
      key: 'productos',
      label: 'Productos',
      icon: 'appstore',
      order: 40,
      children: [
        { path: '/productos/gestionar', label: 'Gestionar' },
        { path: '/productos/falta', label: 'Sin ruta' },
        { path: '/otra/cosa', label: 'Fuera' },
      ],
    },
  ],
  search: [
    { type: 'p', label: 'P', list: '/products', fields: ['name'], open: '/productos/editar/{id}' },
  ],
  links: { 'products.list': '/productos/gestionar' },
  routes: [
    { path: 'productos', children: [{ path: 'gestionar' }, { path: 'editar/:id' }] },
    { path: 'wallet' },
  ],
};

describe('areaProblems', () => {
  it('names each entry that opens nothing and each route outside the prefixes', () => {
    expect(areaProblems(area)).toEqual([
      'menú /otra/cosa: fuera de sus prefijos',
      'menú /productos/falta: ninguna ruta la abre',
      'ruta /wallet: fuera de sus prefijos',
    ]);
  });
});

describe('descriptionProblems', () => {
  it('checks what a remote.json alone can show: the pages it announces lie under its prefixes', () => {
    const { routes: _routes, ...description } = area;
    expect(descriptionProblems(description)).toEqual(['menú /otra/cosa: fuera de sus prefijos']);
    expect(
      descriptionProblems({
        ...description,
        menu: [],
        links: { elsewhere: '/wallet' },
        search: [
          { type: 'p', label: 'P', list: '/products', fields: ['name'], open: '/campaigns/{id}' },
        ],
      }),
    ).toEqual([
      'enlace elsewhere /wallet: fuera de sus prefijos',
      'búsqueda p /campaigns/1: fuera de sus prefijos',
    ]);
  });
});

describe('prefixesOverlap', () => {
  it.each([
    ['/productos', '/productos', true],
    ['/productos', '/productos/novedades', true],
    ['/productos/novedades', '/productos', true],
    ['/productos', '/productos-viejos', false],
    ['/wallet', '/configuracion', false],
  ])('%s and %s: %s', (a, b, overlap) => {
    expect(prefixesOverlap(a, b)).toBe(overlap);
  });
});

describe('routeProblems', () => {
  it('accepts routes under the prefixes, nested or behind a pathless layout', () => {
    expect(
      routeProblems(
        [
          { path: 'productos', children: [{ index: true }, { path: ':id' }, { path: '*' }] },
          { path: 'productos/editar/:id' },
          { children: [{ path: 'productos/novedades' }, { path: '/productos/crear' }] },
          { path: 'catalogo/*' },
        ],
        ['/productos', '/catalogo'],
      ),
    ).toEqual([]);
  });

  it('names each route that claims URLs outside them, wherever it sits', () => {
    expect(
      routeProblems(
        [
          { path: 'campaigns/gestionar' },
          { children: [{ path: 'wallet' }, { path: 'productos' }] },
          { path: '*' },
          { path: ':area/gestionar' },
          { path: 'productos-viejos' },
          { index: true },
          {},
        ],
        ['/productos'],
      ),
    ).toEqual([
      'ruta /campaigns/gestionar: fuera de sus prefijos',
      'ruta /wallet: fuera de sus prefijos',
      'ruta /*: fuera de sus prefijos',
      'ruta /:area/gestionar: fuera de sus prefijos',
      'ruta /productos-viejos: fuera de sus prefijos',
      'ruta /: fuera de sus prefijos',
      'ruta sin path ni hijos bajo /: fuera de sus prefijos',
    ]);
  });
});
