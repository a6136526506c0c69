// A registry like the one `/remotes.json` serves (the six remotes' descriptions), for the shell's
// unit tests. The real one is assembled from each remote's build (scripts/registry.ts).
import { ADMINISTRATION, menuGroup, searchProvider } from 'shared-ui/area';
import type { RegisteredRemote, RemoteRegistry } from 'shared-ui/types';

const remotes: Record<string, RegisteredRemote> = {
  campaigns: {
    entry: 'http://campaigns.test/mf-manifest.json',
    prefixes: ['/campaigns'],
    menu: [
      menuGroup({ key: 'campaigns', label: 'Campañas', icon: 'notification', order: 30 }, [
        { path: '/campaigns/crear', label: 'Crear' },
        { path: '/campaigns/gestionar', label: 'Gestionar' },
        { path: '/campaigns/resultados', label: 'Resultados' },
        { path: '/campaigns/historico', label: 'Histórico' },
        { path: '/campaigns/datos', label: 'Datos contables' },
      ]),
    ],
    search: [
      searchProvider('campaign', 'Campaña', {
        list: '/campaings',
        open: '/campaigns/gestionar/editar/{id}',
      }),
    ],
    links: { 'campaigns.list': '/campaigns/gestionar', 'campaigns.create': '/campaigns/crear' },
  },
  products: {
    entry: 'http://products.test/mf-manifest.json',
    prefixes: ['/productos'],
    menu: [
      menuGroup({ key: 'productos', label: 'Productos', icon: 'appstore', order: 40 }, [
        { path: '/productos/crear', label: 'Crear' },
        { path: '/productos/gestionar', label: 'Gestionar', also: ['/productos/editar'] },
        { path: '/productos/categorias/crear', label: 'Crear categorías' },
        {
          path: '/productos/categorias/gestionar',
          label: 'Gestionar categorías',
          also: ['/productos/categorias/editar'],
        },
      ]),
    ],
    search: [
      searchProvider('product', 'Producto', { list: '/products', open: '/productos/editar/{id}' }),
    ],
    links: { 'products.list': '/productos/gestionar' },
  },
  profiles: {
    entry: 'http://profiles.test/mf-manifest.json',
    prefixes: ['/perfiles-roles'],
    menu: [
      menuGroup({ key: 'perfiles-roles', label: 'Perfiles y Roles', icon: 'team', order: 10 }, [
        { path: '/perfiles-roles/informacion-de-cuenta', label: 'Información de cuenta' },
        { path: '/perfiles-roles/crear', label: 'Crear' },
        { path: '/perfiles-roles/gestionar', label: 'Gestionar', also: ['/perfiles-roles/editar'] },
      ]),
    ],
    search: [
      searchProvider('profile', 'Perfil', {
        list: '/profiles',
        fields: ['name', 'lastName'],
        open: '/perfiles-roles/editar/{id}',
      }),
    ],
    links: { 'account.security': '/perfiles-roles/informacion-de-cuenta' },
  },
  // Listed before wallet on purpose: the group's entries are placed by their own order.
  settings: {
    entry: 'http://settings.test/mf-manifest.json',
    prefixes: ['/configuracion'],
    menu: [
      menuGroup(ADMINISTRATION, [{ path: '/configuracion', label: 'Configuración', order: 20 }]),
    ],
  },
  wallet: {
    entry: 'http://wallet.test/mf-manifest.json',
    prefixes: ['/wallet'],
    menu: [menuGroup(ADMINISTRATION, [{ path: '/wallet', label: 'Saldo', order: 10 }])],
    links: { 'wallet.home': '/wallet' },
  },
  knowledge: {
    entry: 'http://knowledge.test/mf-manifest.json',
    prefixes: ['/base-de-conocimiento', '/preguntas-y-respuestas'],
    menu: [
      menuGroup(
        { key: 'base-de-conocimiento', label: 'Base de conocimiento', icon: 'book', order: 70 },
        [
          { path: '/base-de-conocimiento', label: 'Gestionar bases' },
          { path: '/preguntas-y-respuestas', label: 'Preguntas y respuestas' },
        ],
      ),
    ],
    search: [
      searchProvider('knowledgebase', 'Base de conocimiento', {
        list: '/knowledgebase',
        open: '/base-de-conocimiento/gestion/{id}',
      }),
    ],
  },
};

export const SAMPLE_REGISTRY: RemoteRegistry = { apiBaseUrl: 'http://api.test', remotes };
