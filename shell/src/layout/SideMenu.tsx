// The vertical menu: antd Menu built from MENU, its selection and open group following the URL.
import { ConfigProvider, Menu, type MenuProps, type ThemeConfig } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isGroup, MENU, type MenuLeaf, selectionFor } from './menu';

type Item = NonNullable<MenuProps['items']>[number];

const leafItem = (leaf: MenuLeaf): Item => ({
  key: leaf.path,
  icon: leaf.icon,
  label: <Link to={leaf.path}>{leaf.label}</Link>,
});

const ITEMS: Item[] = MENU.map((entry) =>
  isGroup(entry)
    ? {
        key: entry.key,
        icon: entry.icon,
        label: entry.label,
        children: entry.children.map(leafItem),
      }
    : leafItem(entry),
);

// The sider draws the line between menu and page; the menu's own would stop where the menu ends.
const MENU_THEME: ThemeConfig = { components: { Menu: { activeBarBorderWidth: 0 } } };

/** `collapsed`: icons only, groups open as pop-ups (their open state is then antd's own). */
export function SideMenu({ collapsed = false }: { collapsed?: boolean }) {
  const { pathname } = useLocation();
  const { key, group } = useMemo(() => selectionFor(pathname), [pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(group ? [group] : []);

  // Arriving in another group (by a link, the search, the browser) opens it.
  useEffect(() => {
    if (group) setOpenKeys((keys) => (keys.includes(group) ? keys : [...keys, group]));
  }, [group]);

  return (
    <ConfigProvider theme={MENU_THEME}>
      <Menu
        mode="inline"
        items={ITEMS}
        selectedKeys={key ? [key] : []}
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      />
    </ConfigProvider>
  );
}
