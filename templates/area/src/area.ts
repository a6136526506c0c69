/**
 * What the marketing remote tells the shell before it loads: the URLs it owns, its menu group and
 * its named links. Plain data: the build writes it into `remote.json`, from which `/remotes.json`
 * is assembled. The group's key is the shell's 'Sin información' entry's: it takes its place.
 */
import { menuGroup } from 'shared-ui/area';
import type { AreaDescription } from 'shared-ui/types';
import * as paths from './paths';
import { marketingTexts as t } from './texts';

const group = menuGroup({ key: 'marketing', label: t.area, icon: 'rise', order: 50 }, [
  { path: paths.SUMMARY_PATH, label: t.summary },
]);

export const area = {
  prefixes: [paths.AREA_PATH],
  menu: [group],
  search: [],
  links: { 'marketing.summary': paths.SUMMARY_PATH },
} satisfies AreaDescription;
