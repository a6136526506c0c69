import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { resolveTheme, THEME_KEY, themeTokens, useThemeStore } from './theme';

/** WCAG contrast of two '#rrggbb' colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => {
      const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

describe('theme preference', () => {
  it('follows the system until the user chooses', () => {
    expect(resolveTheme(null, false)).toBe('light');
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('purple', true)).toBe('dark');
  });

  it('remembers the choice for the browser and marks the document', () => {
    useThemeStore.getState().setMode('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(useThemeStore.getState()).toMatchObject({ mode: 'dark', chosen: true });
    expect(document.documentElement.dataset.theme).toBe('dark');
    useThemeStore.getState().setMode('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('keeps links and errors readable on dark surfaces', () => {
    const { token = {} } = themeTokens('dark');
    for (const color of [token.colorLink, token.colorPrimaryText, token.colorError])
      expect(contrast(String(color), '#141414')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a link at 4.5:1 or more at rest, under the pointer and pressed, in both themes', () => {
    // The colours antd draws with (its algorithm over these tokens, as themeFor gives it), on
    // what a link sits on: a card or table, and a table row under the pointer (antd's
    // colorFillAlter over it: 2 % black on white, 4 % white on #141414).
    const surfaces = { light: ['#ffffff', '#fafafa'], dark: ['#141414', '#1e1e1e'] };
    for (const mode of ['light', 'dark'] as const) {
      const algorithm = mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
      const token = antdTheme.getDesignToken({ ...themeTokens(mode), algorithm });
      for (const state of ['colorLink', 'colorLinkHover', 'colorLinkActive'] as const)
        for (const surface of surfaces[mode])
          expect(
            contrast(token[state], surface),
            `${mode} ${state} on ${surface}`,
          ).toBeGreaterThanOrEqual(4.5);
    }
  });
});
