// The antd theme of the public pages: shared-ui's tokens for the mode plus antd's algorithm,
// imported per module because shared-ui's main entry loads all of antd, which `/` must not.
import type { ThemeConfig } from 'antd/es/config-provider';
import darkAlgorithm from 'antd/es/theme/themes/dark';
import defaultAlgorithm from 'antd/es/theme/themes/default';
import { type ThemeMode, themeTokens } from 'shared-ui/session';

export function publicTheme(mode: ThemeMode): ThemeConfig {
  return {
    ...themeTokens(mode),
    algorithm: mode === 'dark' ? darkAlgorithm : defaultAlgorithm,
  };
}

export const PUBLIC_THEME: ThemeConfig = publicTheme('light');
