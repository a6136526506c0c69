/** The Activos / Inactivos tabs of both lists, kept in the URL (?estado=inactivos) so a reload stays put. */
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { tabs } from '../texts';

const INACTIVE = 'inactivos';

/** Whether the Activos tab is open, and a setter that keeps the other query parameters. */
export function useActiveTab(): [boolean, (active: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const active = params.get('estado') !== INACTIVE;
  const setActive = (next: boolean) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next) out.delete('estado');
        else out.set('estado', INACTIVE);
        return out;
      },
      { replace: true },
    );
  return [active, setActive];
}

/** Active means status true; anything else (false, missing) is listed as inactive. */
export const isActive = (row: { status: unknown }) => row.status === true;

export function StatusTabs({
  active,
  onChange,
  counts,
}: {
  active: boolean;
  onChange: (active: boolean) => void;
  counts: { active: number; inactive: number };
}) {
  return (
    <Tabs
      activeKey={active ? 'activos' : INACTIVE}
      onChange={(key) => onChange(key !== INACTIVE)}
      items={[
        { key: 'activos', label: `${tabs.active} (${counts.active})` },
        { key: INACTIVE, label: `${tabs.inactive} (${counts.inactive})` },
      ]}
    />
  );
}
