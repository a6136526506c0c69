import { describe, expect, it } from 'vitest';
import { ADMINISTRATION, menuGroup, searchProvider } from './areaBuilders';

// remote.json is JSON.stringify of the description: the builders must keep the contract's key order.
describe('area builders', () => {
  it('builds a menu group with its head first and its entries in order', () => {
    const group = menuGroup({ key: 'productos', label: 'Productos', icon: 'appstore', order: 40 }, [
      { path: '/productos/crear', label: 'Crear' },
      { path: '/productos/gestionar', label: 'Gestionar', also: ['/productos/editar'] },
    ]);
    expect(JSON.stringify(group)).toBe(
      '{"key":"productos","label":"Productos","icon":"appstore","order":40,"children":[' +
        '{"path":"/productos/crear","label":"Crear"},' +
        '{"path":"/productos/gestionar","label":"Gestionar","also":["/productos/editar"]}]}',
    );
  });

  it('builds a search provider that searches the name unless told other fields', () => {
    expect(
      JSON.stringify(searchProvider('product', 'Producto', { list: '/products', open: '/p/{id}' })),
    ).toBe(
      '{"type":"product","label":"Producto","list":"/products","fields":["name"],"open":"/p/{id}"}',
    );
    expect(
      searchProvider('profile', 'Perfil', {
        list: '/profiles',
        fields: ['name', 'lastName'],
        open: '/perfiles/{id}',
      }).fields,
    ).toEqual(['name', 'lastName']);
  });

  it("gives both remotes of 'Administración' the same head", () => {
    const wallet = menuGroup(ADMINISTRATION, [{ path: '/wallet', label: 'Saldo', order: 10 }]);
    expect(wallet).toMatchObject({
      key: 'administracion',
      label: 'Administración',
      icon: 'setting',
      order: 20,
    });
  });
});
