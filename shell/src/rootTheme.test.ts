import { theme } from 'antd';
import { themeFor } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { rootTheme } from './rootTheme';

describe('root theme', () => {
  it.each(['light', 'dark'] as const)(
    "is shared-ui's theme plus the private frame's components (%s)",
    (mode) => {
      const { algorithm: _root, components: rootComponents, ...root } = rootTheme(mode);
      const { algorithm: _shared, components: sharedComponents = {}, ...shared } = themeFor(mode);
      expect(root).toEqual(shared);
      // Every component token of shared-ui's theme is kept.
      expect(rootComponents).toMatchObject(sharedComponents);
      expect(rootComponents).toHaveProperty('Layout.siderBg');
      expect(rootComponents).toHaveProperty('Menu.activeBarBorderWidth', 0);
      // Same algorithm: the same design tokens come out.
      expect(theme.getDesignToken(rootTheme(mode))).toEqual(theme.getDesignToken(themeFor(mode)));
    },
  );
});
