// The antd theme of every page, given once at the root: shared-ui's tokens for the mode, antd's
// algorithm, zero-runtime, plus the tokens of the private frame's own components (antd Layout and
// the side Menu). One theme means one set of design tokens and CSS variables for the page; every
// nested ConfigProvider with a theme would compute and insert its own (12 kB each).
// Imported per module because shared-ui's main entry loads all of antd, which `/` must not.
import type { ThemeConfig } from 'antd/es/config-provider';
import darkAlgorithm from 'antd/es/theme/themes/dark';
import defaultAlgorithm from 'antd/es/theme/themes/default';
import { type ThemeMode, themeTokens } from 'shared-ui/session';

export function rootTheme(mode: ThemeMode): ThemeConfig {
  const { components = {}, ...tokens } = themeTokens(mode);
  return {
    ...tokens,
    components: {
      ...components,
      // The private frame's header, side menu and page, in frame.css's measures and colours (both
      // themes); layout/layout.module.css draws the rest.
      Layout: {
        headerBg: 'var(--frame-panel)',
        headerHeight: 'var(--frame-bar-height)',
        headerPadding: '0 16px',
        siderBg: 'var(--frame-panel)',
        bodyBg: 'var(--frame-page)',
      },
      // The sider draws the line between menu and page; the menu's own would stop where it ends.
      Menu: { ...components.Menu, activeBarBorderWidth: 0 },
    },
    algorithm: mode === 'dark' ? darkAlgorithm : defaultAlgorithm,
    zeroRuntime: true,
  };
}
