/** antd ConfigProvider (es_ES, light or dark), the App context and the error modal for failed saves. */
import { App, ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import esES from 'antd/locale/es_ES';
import { type ReactNode, useEffect, useMemo } from 'react';
import { onApiError, type ThemeMode, themeTokens, useThemeMode } from 'shared-ui/session';
import { errors } from 'shared-ui/texts';
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

interface AppProvidersProps {
  children: ReactNode;
  /**
   * Under a ConfigProvider that already gives the page this theme (the shell's root): no theme of
   * its own, so antd does not compute and insert a second set of design tokens and CSS variables.
   */
  inheritTheme?: boolean;
}

/** Wraps the whole page once: the shell, or a remote running on its own. Pages never add it. */
export function AppProviders({ children, inheritTheme = false }: AppProvidersProps) {
  const mode = useThemeMode();
  const config = useMemo(() => (inheritTheme ? undefined : themeFor(mode)), [inheritTheme, mode]);
  return (
    <ConfigProvider locale={esES} theme={config}>
      <App>
        <ApiErrorModal />
        {children}
      </App>
    </ConfigProvider>
  );
}
