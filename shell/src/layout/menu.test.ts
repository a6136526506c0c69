import { describe, expect, it } from 'vitest';
import { SAMPLE_REGISTRY } from '../test/sampleRegistry';
import { buildMenu, isGroup, selectionFor } from './menu';

const MENU = buildMenu(SAMPLE_REGISTRY);

describe('side menu', () => {
  it('has the entries of SPEC.md section 2, in order, from the shell and the registry', () => {
    expect(MENU.map((entry) => entry.label)).toEqual([
      'Control de gestión',
      'Perfiles y Roles',
      'Administración',
      'Campañas',
      'Productos',
      'Marketing',
      'Cliente',
      'Base de conocimiento',
      'Soporte',
      'Operaciones',
    ]);
    const campaigns = MENU.find((entry) => entry.label === 'Campañas');
    expect(campaigns && isGroup(campaigns) && campaigns.children.map((c) => c.label)).toEqual([
      'Crear',
      'Gestionar',
      'Resultados',
      'Histórico',
      'Datos contables',
    ]);
  });

  it('merges the groups two remotes share, each entry in its own order', () => {
    const admin = MENU.find((entry) => entry.label === 'Administración');
    expect(admin && isGroup(admin) && admin.children.map((c) => c.label)).toEqual([
      'Saldo',
      'Configuración',
    ]);
  });

  it('shows only the shell’s own entries when no remote is registered', () => {
    expect(buildMenu({ apiBaseUrl: '', remotes: {} }).map((entry) => entry.label)).toEqual([
      'Control de gestión',
      'Marketing',
      'Cliente',
      'Soporte',
      'Operaciones',
    ]);
  });

  it("gives a 'Sin información' entry's place to the remote that brings that area", () => {
    const marketing = {
      entry: 'http://marketing.test/mf-manifest.json',
      prefixes: ['/marketing'],
      menu: [
        {
          key: 'marketing',
          label: 'Marketing',
          icon: 'rise',
          order: 50,
          children: [{ path: '/marketing/resumen', label: 'Resumen' }],
        },
      ],
    };
    const menu = buildMenu({ apiBaseUrl: '', remotes: { marketing } });
    expect(menu.map((entry) => entry.label)).toEqual([
      'Control de gestión',
      'Marketing',
      'Cliente',
      'Soporte',
      'Operaciones',
    ]);
    const group = menu[1];
    expect(group && isGroup(group) && group.children.map((c) => c.path)).toEqual([
      '/marketing/resumen',
    ]);
  });

  it.each([
    ['/dashboard', '/dashboard', undefined],
    ['/campaigns/gestionar/editar/7', '/campaigns/gestionar', 'campaigns'],
    ['/productos/editar/3', '/productos/gestionar', 'productos'],
    ['/productos/categorias/editar/2', '/productos/categorias/gestionar', 'productos'],
    ['/perfiles-roles/editar/5', '/perfiles-roles/gestionar', 'perfiles-roles'],
    ['/base-de-conocimiento/gestion/1', '/base-de-conocimiento', 'base-de-conocimiento'],
    ['/preguntas-y-respuestas/gestion', '/preguntas-y-respuestas', 'base-de-conocimiento'],
    ['/wallet', '/wallet', 'administracion'],
    ['/sin-informacion/soporte', '/sin-informacion/soporte', undefined],
    ['/otra-cosa', undefined, undefined],
  ])('%s selects %s', (path, key, group) => {
    expect(selectionFor(MENU, path)).toEqual({ key, group });
  });
});
