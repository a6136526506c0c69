import { describe, expect, it } from 'vitest';
import { areaProblems, type RemoteArea } from './area';
import { menuGroup, searchProvider } from './areaBuilders';

const area: RemoteArea = {
  prefixes: ['/productos'],
  menu: [
    menuGroup({ key: 'productos', label: 'Productos', icon: 'appstore', order: 40 }, [
      { path: '/productos/gestionar', label: 'Gestionar' },
      { path: '/productos/falta', label: 'Sin ruta' },
      { path: '/otra/cosa', label: 'Fuera' },
    ]),
  ],
  search: [searchProvider('p', 'P', { list: '/products', open: '/productos/editar/{id}' })],
  links: { 'products.list': '/productos/gestionar' },
  routes: [
    { path: 'productos', children: [{ path: 'gestionar' }, { path: 'editar/:id' }] },
    { path: 'wallet' },
  ],
};

describe('areaProblems', () => {
  it('names each entry that opens nothing and each route outside the prefixes', () => {
    expect(areaProblems(area)).toEqual([
      'menu /productos/falta: no route opens it',
      'menu /otra/cosa: outside the prefixes',
      'route /wallet: outside the prefixes',
    ]);
  });
});
