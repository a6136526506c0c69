// antd's stylesheet in parts (antd-css.ts): each part is cut the way antd writes its whole
// antd.css, which full.css is, so a part's rules are full.css's rules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractAntdCss } from './antd-css';

const SHELL = join(import.meta.dirname, '..', 'shell');
const require = createRequire(join(SHELL, 'package.json'));

describe("antd's stylesheet in parts", () => {
  it('is written as antd writes antd.css: all of the components give antd.css itself', () => {
    const all = Object.keys(require('antd')).filter((name) =>
      /^[A-Z]|^message$|^notification$/.test(name),
    );
    expect(extractAntdCss(SHELL, all)).toBe(
      readFileSync(require.resolve('antd/dist/antd.css'), 'utf8'),
    );
  });

  it('takes the components named, and nothing else', () => {
    const css = extractAntdCss(SHELL, ['Form', 'Button']);
    expect(css).toContain('.ant-form-item{');
    expect(css).toContain('.ant-btn{');
    // A Form's items are antd Cols, with the grid's own rules: the shell names Col too.
    expect(css).not.toContain('.ant-col{');
    expect(css).not.toContain('.ant-table');
  });

  it('fails loudly on a name antd does not export', () => {
    expect(() => extractAntdCss(SHELL, ['Button', 'Buton'])).toThrow(/antd has no Buton/);
  });
});
