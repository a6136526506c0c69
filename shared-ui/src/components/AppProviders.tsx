/** antd ConfigProvider (es_ES, light or dark), the App context and the error modal for failed saves. */
import { App, ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import esES from 'antd/locale/es_ES';
import { type ReactNode, useEffect, useMemo } from 'react';
import { onApiError, type ThemeMode, themeTokens, useThemeMode } from 'shared-ui/session';
import { errors } from '../texts';
import '../format';

/** The light theme's design tokens (the dark one: themeTokens('dark')). */
export const theme: ThemeConfig = themeTokens('light');

/**
 * The antd theme of a mode: its tokens plus antd's default or dark algorithm. Zero-runtime: the
 * components' CSS is antd's static stylesheet (scripts/antd-css.ts), loaded by the shell's layout
 * or by a remote's own page; at run time antd only sets the theme's CSS variables.
 */
export function themeFor(mode: ThemeMode): ThemeConfig {
  return {
    ...themeTokens(mode),
    algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    zeroRuntime: true,
  };
}

/** Shows SPEC.md section 8's modal whenever a save fails. Mount it once per page. */
function ApiErrorModal() {
  const { modal } = App.useApp();
  useEffect(
    () =>
      onApiError(() => {
        modal.error({ title: errors.sendTitle, content: errors.sendBody, okText: errors.back });
      }),
    [modal],
  );
  return null;
}

/** Wraps the whole page once: the shell, or a remote running on its own. Pages never add it. */
export function AppProviders({ children }: { children: ReactNode }) {
  const mode = useThemeMode();
  const config = useMemo(() => themeFor(mode), [mode]);
  return (
    <ConfigProvider locale={esES} theme={config}>
      <App>
        <ApiErrorModal />
        {children}
      </App>
    </ConfigProvider>
  );
}
