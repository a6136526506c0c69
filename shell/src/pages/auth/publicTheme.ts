// The antd theme of the public pages: the tokens of shared-ui's AppProviders theme, repeated here
// because shared-ui's main entry loads all of antd, which `/` must not (publicTheme.test.ts keeps them equal).
import type { ThemeConfig } from 'antd/es/config-provider';

export const PUBLIC_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1554c0',
    borderRadius: 8,
    fontFamily: 'system-ui, "Segoe UI", Roboto, sans-serif',
    colorLink: '#1554c0',
    colorError: '#cf1322',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  },
};
