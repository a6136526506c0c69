import { describe, expect, it } from 'vitest';
import { mayOpen, pageNeeds, visibleRegistry } from './access';
import type { RemoteRegistry } from './area';
import { parseRemote } from './registry';

const REGISTRY: RemoteRegistry = {
  apiBaseUrl: 'http://api.test',
  remotes: {
    products: {
      entry: 'http://products.test/mf-manifest.json',
      prefixes: ['/productos'],
      permission: 'products.read',
      pages: { '/productos/crear': 'products.create', '/productos/editar/:id': 'products.edit' },
      menu: [
        {
          key: 'productos',
          label: 'Productos',
          icon: 'appstore',
          order: 40,
          children: [
            { path: '/productos/crear', label: 'Crear' },
            { path: '/productos/gestionar', label: 'Gestionar' },
            { path: '/productos/exportar', label: 'Exportar', permission: 'products.export' },
          ],
        },
      ],
      search: [
        {
          type: 'product',
          label: 'Producto',
          list: '/products',
          fields: ['name'],
          open: '/productos/editar/{id}',
        },
      ],
      links: { 'products.list': '/productos/gestionar', 'products.create': '/productos/crear' },
    },
    settings: {
      entry: 'http://settings.test/mf-manifest.json',
      prefixes: ['/configuracion'],
      permission: 'settings.read',
      menu: [
        {
          key: 'administracion',
          label: 'Administración',
          icon: 'setting',
          order: 20,
          children: [{ path: '/configuracion', label: 'Configuración' }],
        },
      ],
    },
  },
};

const holding =
  (...held: string[]) =>
  (permission: string) =>
    held.includes(permission);

describe('what a user sees of the areas', () => {
  it('a page needs its area’s permission and those of the patterns it matches', () => {
    const products = REGISTRY.remotes.products;
    if (!products) throw new Error('sample');
    expect(pageNeeds(products, '/productos/editar/7')).toEqual(['products.read', 'products.edit']);
    expect(pageNeeds(products, '/productos/gestionar')).toEqual(['products.read']);
  });

  it('leaves out the areas the user may not open, and what opens pages they may not', () => {
    const { registry, forbidden } = visibleRegistry(REGISTRY, holding('products.read'));
    expect(Object.keys(registry.remotes)).toEqual(['products']);
    expect(Object.keys(forbidden)).toEqual(['settings']);
    const products = registry.remotes.products;
    expect(products?.menu[0]?.children.map((link) => link.label)).toEqual(['Gestionar']);
    expect(products?.search).toEqual([]);
    expect(products?.links).toEqual({ 'products.list': '/productos/gestionar' });
  });

  it('keeps everything for a user with every permission', () => {
    const all = holding(
      'products.read',
      'products.create',
      'products.edit',
      'products.export',
      'settings.read',
    );
    expect(visibleRegistry(REGISTRY, all)).toEqual({ registry: REGISTRY, forbidden: {} });
  });

  it('says which pages open; a registry entry keeps what its area needs', () => {
    expect(visibleRegistry(REGISTRY, holding()).registry.remotes).toEqual({});
    const { entry, prefixes, menu, permission, pages } = REGISTRY.remotes.products ?? {};
    expect(parseRemote({ entry, prefixes, menu, permission, pages })).toMatchObject({
      permission: 'products.read',
      pages: { '/productos/crear': 'products.create', '/productos/editar/:id': 'products.edit' },
    });
    expect(() => parseRemote({ entry, prefixes, menu, pages: { crear: 1 } })).toThrow(/pages/);
    expect(mayOpen('/productos/crear', REGISTRY, holding('products.read'))).toBe(false);
    expect(mayOpen('/productos/gestionar', REGISTRY, holding('products.read'))).toBe(true);
    expect(mayOpen('/dashboard', REGISTRY, holding())).toBe(true);
  });
});
