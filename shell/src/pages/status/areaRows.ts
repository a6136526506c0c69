// The first table of 'Estado de las áreas': one row per area (the shell, every remote in the
// registry, and any other area that reported errors), with its releases and its recent errors.
import type { ClientErrorRecord } from 'shared-ui/schemas';
import { areaLabel, type RemoteRegistry } from 'federation-contract';
import { statusTexts } from './texts';

/** The area name the shell reports its own errors under. */
export const SHELL_AREA = 'shell';

export interface AreaRow {
  /** The area's name ('products', 'shell'): the table's row key and the list's filter value. */
  id: string;
  /** How the menu names it ('Productos'). */
  label: string;
  /** The release the registry publishes (for the shell, the one this tab runs); null: unknown. */
  release: string | null;
  /**
   * The release this tab runs: its id; null when it runs one without an id; undefined when this
   * tab has not loaded the area.
   */
  tabRelease: string | null | undefined;
  /** Reports received (each counts once, however often it repeated). */
  reports: number;
  /** The repeats of those reports, summed (each report's `count`). */
  occurrences: number;
  /** When the latest report arrived (ISO), or null. */
  lastError: string | null;
}

export interface AreaSources {
  registry: RemoteRegistry;
  /** The reports of the window (already narrowed to it). */
  reports: readonly ClientErrorRecord[];
  /** What this tab runs of a remote (see AreaRow.tabRelease). */
  tabRelease: (name: string) => string | null | undefined;
  /** The shell's own release (shellRelease()). */
  shellRelease: string | null;
}

/** The label of any area name: the shell's, the registry's menu label, else the name itself. */
export const labelOf = (name: string, registry: RemoteRegistry) =>
  name === SHELL_AREA ? statusTexts.shellArea : areaLabel(name, registry);

const byLabel = (a: AreaRow, b: AreaRow) =>
  a.label.localeCompare(b.label, 'es', { sensitivity: 'base' });

/**
 * The rows: the shell first, then the registry's remotes by label, then areas that reported
 * errors but are not (or no longer) in the registry, so that no error goes uncounted.
 */
export function areaRows({ registry, reports, tabRelease, shellRelease }: AreaSources): AreaRow[] {
  const byArea = new Map<string, ClientErrorRecord[]>();
  for (const report of reports) {
    const list = byArea.get(report.area) ?? [];
    list.push(report);
    byArea.set(report.area, list);
  }

  const row = (id: string, release: string | null, inTab: string | null | undefined): AreaRow => {
    const own = byArea.get(id) ?? [];
    const lastError = own.reduce<string | null>(
      (latest, r) =>
        latest === null || Date.parse(r.createdAt) > Date.parse(latest) ? r.createdAt : latest,
      null,
    );
    return {
      id,
      label: labelOf(id, registry),
      release,
      tabRelease: inTab,
      reports: own.length,
      occurrences: own.reduce((sum, r) => sum + (r.count ?? 1), 0),
      lastError,
    };
  };

  const remotes = Object.entries(registry.remotes)
    .filter(([name]) => name !== SHELL_AREA)
    .map(([name, remote]) => row(name, remote.release ?? null, tabRelease(name)))
    .sort(byLabel);
  const known = new Set([SHELL_AREA, ...Object.keys(registry.remotes)]);
  const others = [...byArea.keys()]
    .filter((name) => !known.has(name))
    .map((name) => row(name, null, undefined))
    .sort(byLabel);

  return [row(SHELL_AREA, shellRelease, shellRelease), ...remotes, ...others];
}
