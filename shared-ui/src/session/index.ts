/**
 * The stateful, antd-free entry: session store, wallet balance and API client.
 * Everything else imports these through 'shared-ui/session' (never by relative path), so that
 * under Module Federation each exists once in the page even when several entries are loaded.
 */
export { api, ApiError, configureApi, http, onApiError, onLoadFailure } from './api';
export {
  type ClientErrorPhase,
  type ErrorDetails,
  type ErrorReporter,
  reportError,
  setErrorReporter,
} from './errors';
export {
  can,
  getToken,
  readStoredSession,
  SESSION_KEY,
  type Session,
  type SessionEnd,
  useCan,
  useSession,
  useSessionStore,
} from './store';
export { useWalletStore } from './wallet';
export { type Credentials, refreshAccess, signIn, signOut } from './auth';
export { hasUnsavedChanges, useUnsavedStore } from './unsaved';
export { applySessionMessage } from './sync';
export { reloadAll, useConnectionStore } from './connection';
export {
  resolveTheme,
  THEME_KEY,
  type ThemeMode,
  themeTokens,
  useThemeMode,
  useThemeStore,
} from './theme';
export {
  defined,
  fetchCounts,
  fetchWindow,
  invalidateList,
  LIST_KEY,
  type ListWindow,
  queryClient,
} from './queries';
