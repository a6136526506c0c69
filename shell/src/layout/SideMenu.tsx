// The vertical menu: antd Menu built from the registry's menu, its selection and open group following the URL.
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { IntentLink } from '../remotes/IntentLink';
import { useRegistry } from '../remotes/hostContext';
import { buildMenu, isGroup, type MenuEntry, type MenuLeaf, selectionFor } from './menu';

type Item = NonNullable<MenuProps['items']>[number];

const leafItem = (leaf: MenuLeaf): Item => ({
  key: leaf.path,
  icon: leaf.icon,
  label: <IntentLink to={leaf.path}>{leaf.label}</IntentLink>,
});

const menuItems = (menu: MenuEntry[]): Item[] =>
  menu.map((entry) =>
    isGroup(entry)
      ? {
          key: entry.key,
          icon: entry.icon,
          label: entry.label,
          children: entry.children.map(leafItem),
        }
      : leafItem(entry),
  );

/** `collapsed`: icons only, groups open as pop-ups (their open state is then antd's own). */
export function SideMenu({ collapsed = false }: { collapsed?: boolean }) {
  const { pathname } = useLocation();
  // The registry is read before the layout renders; a release read later brings its entries.
  const current = useRegistry();
  const menu = useMemo(() => buildMenu(current), [current]);
  const items = useMemo(() => menuItems(menu), [menu]);
  const { key, group } = useMemo(() => selectionFor(menu, pathname), [menu, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(group ? [group] : []);

  // Arriving in another group (by a link, the search, the browser) opens it.
  useEffect(() => {
    if (group) setOpenKeys((keys) => (keys.includes(group) ? keys : [...keys, group]));
  }, [group]);

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={key ? [key] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
    />
  );
}
