/** antd ConfigProvider (es_ES), the App context and the error modal for failed saves. */
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import esES from 'antd/locale/es_ES';
import { type ReactNode, useEffect } from 'react';
import { onApiError } from 'shared-ui/session';
import { errors } from '../texts';
import '../format';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1554c0',
    borderRadius: 8,
    fontFamily: 'system-ui, "Segoe UI", Roboto, sans-serif',
    // antd's defaults for these fall below WCAG AA (4.5:1) on white: links and danger
    // buttons (#1677ff, #ff4d4f), secondary text and breadcrumbs, select placeholders.
    colorLink: '#1554c0',
    colorError: '#cf1322',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  },
  components: {
    // antd's default (45% black) is under 4.5:1 on grey page backgrounds: every page's breadcrumb.
    Breadcrumb: {
      itemColor: 'rgba(0, 0, 0, 0.65)',
      linkColor: 'rgba(0, 0, 0, 0.65)',
      separatorColor: 'rgba(0, 0, 0, 0.65)',
    },
  },
};

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
  return (
    <ConfigProvider locale={esES} theme={theme}>
      <App>
        <ApiErrorModal />
        {children}
      </App>
    </ConfigProvider>
  );
}
