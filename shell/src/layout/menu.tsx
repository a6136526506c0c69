// The side menu of SPEC.md section 2: its entries, and which entry a URL selects.
import {
  AppstoreOutlined,
  BookOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  NotificationOutlined,
  RiseOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { labels } from 'shared-ui/texts';

export interface MenuLeaf {
  path: string;
  label: string;
  icon?: ReactNode;
  /** Other URL prefixes that belong to this entry (its edit pages). */
  also?: string[];
}

export interface MenuGroup {
  key: string;
  label: string;
  icon: ReactNode;
  children: MenuLeaf[];
}

export type MenuEntry = MenuLeaf | MenuGroup;

/** Areas with no content yet: they show 'Sin información' pointing to the dashboard. */
export const NO_INFORMATION_AREAS: Record<string, string> = {
  marketing: 'Marketing',
  cliente: 'Cliente',
  soporte: 'Soporte',
  operaciones: 'Operaciones',
};

const noInformation = (area: string, icon: ReactNode): MenuLeaf => ({
  path: `/sin-informacion/${area}`,
  label: NO_INFORMATION_AREAS[area] ?? area,
  icon,
});

export const MENU: MenuEntry[] = [
  { path: '/dashboard', label: labels.controlPanel, icon: <DashboardOutlined aria-hidden /> },
  {
    key: 'perfiles-roles',
    label: 'Perfiles y Roles',
    icon: <TeamOutlined aria-hidden />,
    children: [
      { path: '/perfiles-roles/informacion-de-cuenta', label: 'Información de cuenta' },
      { path: '/perfiles-roles/crear', label: 'Crear' },
      { path: '/perfiles-roles/gestionar', label: 'Gestionar', also: ['/perfiles-roles/editar'] },
    ],
  },
  {
    key: 'administracion',
    label: 'Administración',
    icon: <SettingOutlined aria-hidden />,
    children: [
      { path: '/wallet', label: 'Saldo' },
      { path: '/configuracion', label: 'Configuración' },
    ],
  },
  {
    key: 'campaigns',
    label: 'Campañas',
    icon: <NotificationOutlined aria-hidden />,
    children: [
      { path: '/campaigns/crear', label: 'Crear' },
      { path: '/campaigns/gestionar', label: 'Gestionar' },
      { path: '/campaigns/resultados', label: 'Resultados' },
      { path: '/campaigns/historico', label: 'Histórico' },
      { path: '/campaigns/datos', label: 'Datos contables' },
    ],
  },
  {
    key: 'productos',
    label: 'Productos',
    icon: <AppstoreOutlined aria-hidden />,
    children: [
      { path: '/productos/crear', label: 'Crear' },
      { path: '/productos/gestionar', label: 'Gestionar', also: ['/productos/editar'] },
      { path: '/productos/categorias/crear', label: 'Crear categorías' },
      {
        path: '/productos/categorias/gestionar',
        label: 'Gestionar categorías',
        also: ['/productos/categorias/editar'],
      },
    ],
  },
  noInformation('marketing', <RiseOutlined aria-hidden />),
  noInformation('cliente', <UserOutlined aria-hidden />),
  {
    key: 'base-de-conocimiento',
    label: 'Base de conocimiento',
    icon: <BookOutlined aria-hidden />,
    children: [
      { path: '/base-de-conocimiento', label: 'Gestionar bases' },
      { path: '/preguntas-y-respuestas', label: 'Preguntas y respuestas' },
    ],
  },
  noInformation('soporte', <CustomerServiceOutlined aria-hidden />),
  noInformation('operaciones', <ToolOutlined aria-hidden />),
];

export const isGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry;

const startsWithPath = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The entry a URL selects (the longest matching prefix) and the group that holds it. */
export function selectionFor(pathname: string): { key?: string; group?: string } {
  let best: { key: string; group?: string; length: number } | undefined;
  const consider = (leaf: MenuLeaf, group?: string) => {
    for (const prefix of [leaf.path, ...(leaf.also ?? [])]) {
      if (startsWithPath(pathname, prefix) && prefix.length > (best?.length ?? -1)) {
        best = { key: leaf.path, group, length: prefix.length };
      }
    }
  };
  for (const entry of MENU) {
    if (isGroup(entry)) for (const leaf of entry.children) consider(leaf, entry.key);
    else consider(entry);
  }
  return { key: best?.key, group: best?.group };
}
