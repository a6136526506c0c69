// The antd theme at the root of the page: shared-ui's tokens for the mode, antd's algorithm,
// zero-runtime. The same theme AppProviders gives the private pages, so antd computes the design
// tokens once per mode for the whole page (the public pages use it as it is). Imported per module
// because shared-ui's main entry loads all of antd, which `/` must not.
import type { ThemeConfig } from 'antd/es/config-provider';
import darkAlgorithm from 'antd/es/theme/themes/dark';
import defaultAlgorithm from 'antd/es/theme/themes/default';
import { type ThemeMode, themeTokens } from 'shared-ui/session';

export function rootTheme(mode: ThemeMode): ThemeConfig {
  return {
    ...themeTokens(mode),
    algorithm: mode === 'dark' ? darkAlgorithm : defaultAlgorithm,
    zeroRuntime: true,
  };
}
