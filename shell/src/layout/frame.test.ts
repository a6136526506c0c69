import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NARROW_QUERY, PHONE_QUERY } from './frame';

const read = (file: string) => readFileSync(resolve(import.meta.dirname, file), 'utf8');
/** The body of the first rule whose selector is exactly `selector`. */
const rule = (text: string, selector: string) => {
  const start = text.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no rule ${selector}`);
  return text.slice(start, text.indexOf('}', start));
};
/** The frame's variables a file draws with, and those a rule defines. */
const used = (text: string) => [...text.matchAll(/var\((--frame-[\w-]+)\)/g)].map((m) => m[1]);
const defined = (body: string) => new Set(body.match(/--frame-[\w-]+(?=:)/g));

// What draws the frame: the layout, the public pages' card, the theme and the first paint.
const DRAWERS = [
  'layout.module.css',
  'AppLayout.tsx',
  '../rootTheme.ts',
  '../pages/auth/PublicFrame.module.css',
  '../../../scripts/index.html',
];

describe("the frame's measures and colours live in frame.css alone", () => {
  const frame = read('../frame.css');
  const layout = read('layout.module.css');

  it('every frame variable drawn with is defined there, in light and dark alike', () => {
    const light = defined(rule(frame, ':root'));
    for (const name of defined(rule(frame, '[data-theme="dark"]'))) expect(light).toContain(name);
    for (const file of DRAWERS) {
      const names = used(read(file));
      expect(names.length, file).toBeGreaterThan(0);
      for (const name of names) expect(light, `${file}: ${name}`).toContain(name);
    }
  });

  it('the layout draws its bar, page and collapsed menu with them, as the first paint does', () => {
    expect(rule(layout, '.root .header')).toContain('height: var(--frame-bar-height);');
    expect(rule(layout, '.content')).toContain('padding: var(--frame-gutter);');
    expect(rule(layout, '.besideOverlay')).toContain(
      'margin-inline-start: var(--frame-sider-collapsed);',
    );
    expect(read('AppLayout.tsx')).toContain('width="var(--frame-sider-width)"');
    expect(read('AppLayout.tsx')).toContain('collapsedWidth="var(--frame-sider-collapsed)"');
  });

  it("the breakpoints the scripts use are the stylesheets' and the first paint's", () => {
    expect(layout).toContain(`@media ${NARROW_QUERY}`);
    expect(read('../../../scripts/index.html')).toContain(`@media ${NARROW_QUERY}`);
    expect(layout).toContain(`@media ${PHONE_QUERY}`);
    expect(read('../pages/dashboard/dashboard.module.css')).toContain(`@media ${PHONE_QUERY}`);
  });
});
