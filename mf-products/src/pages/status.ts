/** The two status tabs of both lists: active means status true; anything else is listed as inactive. */
import type { StatusTab } from 'shared-ui';
import { tabs } from '../texts';

export const isActive = (row: { status: unknown }) => row.status === true;

/** Activos / Inactivos with their empty texts and API filters, for shared-ui's StatusTabsTable. */
export const statusTabs = <T extends { status: unknown }>(empty: {
  active: string;
  inactive: string;
}): StatusTab<T>[] => [
  {
    key: 'activos',
    label: tabs.active,
    match: isActive,
    filter: { status: 'true' },
    empty: empty.active,
  },
  {
    key: 'inactivos',
    label: tabs.inactive,
    match: (r) => !isActive(r),
    filter: { status: 'false' },
    empty: empty.inactive,
  },
];

/** The URL query parameter that keeps the open tab (?estado=inactivos). */
export const TAB_PARAM = 'estado';
