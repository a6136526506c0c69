import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as frame from './frame';

const css = (file: string) => readFileSync(resolve(import.meta.dirname, file), 'utf8');
/** The body of the first rule whose selector is exactly `selector`. */
const rule = (text: string, selector: string) => {
  const start = text.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no rule ${selector}`);
  return text.slice(start, text.indexOf('}', start));
};
const phoneBlock = (text: string) => {
  const start = text.indexOf(`@media (max-width: ${frame.PHONE_MAX_WIDTH}px)`);
  if (start < 0) throw new Error('no phone media query');
  return text.slice(start);
};

describe("the frame's measures (frame.ts) are the ones its stylesheet draws", () => {
  const layout = css('layout.module.css');

  it('the header: height and padding, on a phone and above', () => {
    const header = rule(layout, '.root .header');
    expect(header).toContain(`height: ${frame.HEADER_HEIGHT}px;`);
    expect(header).toContain(`padding-inline: ${frame.HEADER_PADDING}px;`);
    expect(rule(phoneBlock(layout), '  .root .header')).toContain(
      `padding-inline: ${frame.PHONE_HEADER_PADDING}px;`,
    );
  });

  it("the page's padding, and its place beside the open menu on a phone", () => {
    expect(rule(layout, '.content')).toContain('padding: var(--frame-gutter);');
    expect(rule(css('../frame.css'), ':root')).toContain(
      `--frame-gutter: ${frame.CONTENT_PADDING}px;`,
    );
    expect(rule(layout, '.besideOverlay')).toContain(
      `margin-inline-start: ${frame.SIDER_COLLAPSED_WIDTH}px;`,
    );
  });

  it("the side menu's widths, as the first paint draws them too (frame.css)", () => {
    const variables = rule(css('../frame.css'), ':root');
    expect(variables).toContain(`--frame-sider-width: ${frame.SIDER_WIDTH}px;`);
    expect(variables).toContain(`--frame-sider-collapsed: ${frame.SIDER_COLLAPSED_WIDTH}px;`);
    expect(variables).toContain(`--frame-bar-height: ${frame.HEADER_HEIGHT}px;`);
  });

  it('the breakpoints', () => {
    expect(frame.NARROW_QUERY).toBe(`(max-width: ${frame.NARROW_MAX_WIDTH}px)`);
    expect(layout).toContain(`@media ${frame.NARROW_QUERY}`);
    expect(layout).toContain(`@media ${frame.PHONE_QUERY}`);
    expect(css('../pages/dashboard/dashboard.module.css')).toContain(`@media ${frame.PHONE_QUERY}`);
  });
});
