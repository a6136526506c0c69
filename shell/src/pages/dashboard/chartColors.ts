// The dashboard charts' colours in each theme.
import type { ThemeMode } from 'shared-ui/session';

/** Series colours per theme: the brand blue is too dark to read on a dark card. */
export const CHART_COLORS: Record<
  ThemeMode,
  { blue: string; green: string; amber: string; label: string }
> = {
  light: { blue: '#1554c0', green: '#16a34a', amber: '#f59e0b', label: '#333' },
  dark: { blue: '#6b9cff', green: '#4ade80', amber: '#fbbf24', label: '#e6e6e6' },
};
