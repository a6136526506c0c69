import { theme } from 'antd';
import { themeFor } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { rootTheme } from './rootTheme';

describe('root theme', () => {
  it.each(['light', 'dark'] as const)(
    'is the theme AppProviders gives the private pages (%s)',
    (mode) => {
      const { algorithm: _root, ...root } = rootTheme(mode);
      const { algorithm: _private, ...own } = themeFor(mode);
      expect(root).toEqual(own);
      // Same algorithm: the same design tokens come out.
      expect(theme.getDesignToken(rootTheme(mode))).toEqual(theme.getDesignToken(themeFor(mode)));
    },
  );
});
