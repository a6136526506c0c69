// The side menu of SPEC.md section 2: the shell's own entries and every remote's groups (from the
// registry, so the whole menu shows before any remote loads), and which entry a URL selects.
import {
  AppstoreOutlined,
  BookOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FolderOutlined,
  NotificationOutlined,
  RiseOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

import { labels } from 'shared-ui/texts';
import type { AreaMenuGroup, AreaMenuLink, RemoteRegistry } from 'shared-ui/types';
import { startsWithPath } from 'federation-contract';

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

/** The icons a remote may name in its menu groups ('team', …); an unknown name gets a folder. */
export const MENU_ICONS: Record<string, ReactNode> = {
  appstore: <AppstoreOutlined aria-hidden />,
  book: <BookOutlined aria-hidden />,
  customerService: <CustomerServiceOutlined aria-hidden />,
  dashboard: <DashboardOutlined aria-hidden />,
  notification: <NotificationOutlined aria-hidden />,
  rise: <RiseOutlined aria-hidden />,
  setting: <SettingOutlined aria-hidden />,
  team: <TeamOutlined aria-hidden />,
  tool: <ToolOutlined aria-hidden />,
  user: <UserOutlined aria-hidden />,
  wallet: <WalletOutlined aria-hidden />,
};
const iconFor = (key: string) => MENU_ICONS[key] ?? <FolderOutlined aria-hidden />;

/** Areas with no content yet: they show 'Sin información' pointing to the dashboard. */
export const NO_INFORMATION_AREAS: Record<string, string> = {
  marketing: 'Marketing',
  cliente: 'Cliente',
  soporte: 'Soporte',
  operaciones: 'Operaciones',
};

interface Placed {
  order: number;
  entry: MenuEntry;
  /** A 'Sin información' area's key: a remote's group with that key takes its place. */
  area?: string;
}

const noInformation = (area: string, icon: string, order: number): Placed => ({
  order,
  area,
  entry: {
    path: `/sin-informacion/${area}`,
    label: NO_INFORMATION_AREAS[area] ?? area,
    icon: iconFor(icon),
  },
});

/** The shell's own entries; the remotes' groups take the orders in between. */
const SHELL_ENTRIES: Placed[] = [
  {
    order: 0,
    entry: { path: '/dashboard', label: labels.controlPanel, icon: iconFor('dashboard') },
  },
  noInformation('marketing', 'rise', 50),
  noInformation('cliente', 'user', 60),
  noInformation('soporte', 'customerService', 80),
  noInformation('operaciones', 'tool', 90),
];

const byOrder = <T extends { order?: number }>(items: T[]): T[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        (a.item.order ?? Number.MAX_SAFE_INTEGER) - (b.item.order ?? Number.MAX_SAFE_INTEGER) ||
        a.index - b.index,
    )
    .map(({ item }) => item);

const leaf = ({ path, label, also }: AreaMenuLink): MenuLeaf => ({
  path,
  label,
  ...(also ? { also } : {}),
});

/**
 * The whole menu: the shell's entries and the remotes' groups, by order. Groups that share a key
 * are one group (the wallet and settings remotes both fill 'Administración'); a remote's group
 * whose key is a 'Sin información' area's ('marketing') replaces that entry.
 */
export function buildMenu(registry: RemoteRegistry): MenuEntry[] {
  const groups = new Map<string, { group: AreaMenuGroup; children: AreaMenuLink[] }>();
  for (const remote of Object.values(registry.remotes)) {
    for (const group of remote.menu) {
      const merged = groups.get(group.key);
      if (merged) merged.children.push(...group.children);
      else groups.set(group.key, { group, children: [...group.children] });
    }
  }
  const placed: Placed[] = [
    ...SHELL_ENTRIES.filter(({ area }) => !area || !groups.has(area)),
    ...[...groups.values()].map(({ group, children }) => ({
      order: group.order,
      entry: {
        key: group.key,
        label: group.label,
        icon: iconFor(group.icon),
        children: byOrder(children).map(leaf),
      },
    })),
  ];
  return byOrder(placed).map(({ entry }) => entry);
}

export const isGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry;

/** The entry a URL selects (the longest matching prefix) and the group that holds it. */
export function selectionFor(
  menu: MenuEntry[],
  pathname: string,
): { key?: string; group?: string } {
  let best: { key: string; group?: string; length: number } | undefined;
  const consider = (leaf: MenuLeaf, group?: string) => {
    for (const prefix of [leaf.path, ...(leaf.also ?? [])]) {
      if (startsWithPath(pathname, prefix) && prefix.length > (best?.length ?? -1)) {
        best = { key: leaf.path, group, length: prefix.length };
      }
    }
  };
  for (const entry of menu) {
    if (isGroup(entry)) for (const child of entry.children) consider(child, entry.key);
    else consider(entry);
  }
  return { key: best?.key, group: best?.group };
}
