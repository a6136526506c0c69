import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SESSION_KEY } from 'shared-ui/session';
import { labels } from 'shared-ui/texts';
import { describe, expect, it } from 'vitest';
import { HOME } from '../../layout/redirect';
import { PUBLIC_PAGES } from './publicPages';

const template = readFileSync(
  resolve(import.meta.dirname, '../../../../scripts/index.html'),
  'utf8',
);

describe('the page template', () => {
  it('draws each public page with the title and intro the page itself shows', () => {
    for (const { path, title, intro } of Object.values(PUBLIC_PAGES)) {
      expect(template).toContain(`'${path}': ['${title}', '${intro}']`);
    }
  });

  it("draws the dashboard's frame with the title DashboardPage shows", () => {
    expect(template).toContain(`'${HOME}': '${labels.controlPanel}'`);
  });
});

describe('the first-load hints (rsbuild.config.ts)', () => {
  it('read the session where shared-ui keeps it, as the template does', () => {
    const config = readFileSync(resolve(import.meta.dirname, '../../../rsbuild.config.ts'), 'utf8');
    expect(config).toContain(`sessionKey: '${SESSION_KEY}'`);
    expect(template).toContain(`getItem('${SESSION_KEY}')`);
  });
});
