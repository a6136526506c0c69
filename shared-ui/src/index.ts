/** shared-ui: providers, page states, modals and form bindings, plus the session entry re-exported. */
export * from 'shared-ui/session';
export * from 'shared-ui/forms';
export { AppProviders, theme, themeFor } from './components/AppProviders';
export { type ConfirmOptions, useBusy, useFeedback } from './components/feedback';
export {
  type ActionOutcome,
  type ConfirmedAction,
  useConfirmedAction,
} from './components/useConfirmedAction';
export { type Crumb, PageFrame, type PageFrameProps } from './components/PageFrame';
export {
  EmptyState,
  ErrorResult,
  ForbiddenResult,
  NoInformation,
  NotFoundResult,
  PageLoader,
  useRetry,
} from './components/states';
export { Can } from './components/Can';
export { ConnectionBanner } from './components/ConnectionBanner';
export { EditableForm, type EditableFormProps } from './forms/EditableForm';
export {
  byText,
  formatDate,
  formatDateTime,
  formatDollars,
  formatCount,
  formatUsd,
  matchesText,
  normalize,
} from './format';
export { EMPTY_TEXT } from './hooks/emptyText';
export { type Resource, useListResource, useResource } from './hooks/useResource';
export * from './constants';
export * from './pricing';
export * as texts from 'shared-ui/texts';
export type * from './types';
export { useAfterPaint } from './hooks/useAfterPaint';
export { useDebounced } from './hooks/useDebounced';
export { useIdParam } from './hooks/useIdParam';
export { usePhone } from './hooks/usePhone';
export { type LazyPageRoute, lazyPage } from './routing/lazyPage';
export {
  areaProblems,
  descriptionProblems,
  prefixesOverlap,
  routeProblems,
  startsWithPath,
} from 'federation-contract';
export { useVirtualTable, VIRTUAL_ROWS_THRESHOLD } from './hooks/useVirtualTable';
export * from './components/StatusTabsTable';
export { ACTIONS_KEY, ListCards, type ListCardsProps } from './components/ListCards';
export { ViewTable, type ViewTableProps } from './components/ViewTable';
// Lists whose view lives in the URL, and their CSV export.
export { type UrlParam, urlParam, useUrlState } from './list/urlState';
export {
  applyView,
  LIST_PARAMS,
  type ListSort,
  type ListTab,
  type ListView,
  type ServerRows,
  useListView,
} from './list/useListView';
export {
  isPending,
  SEARCH_DEBOUNCE_MS,
  type ServerListInput,
  type ServerListView,
  useServerListView,
  WINDOW_ROWS,
} from './list/useServerListView';
export type { CsvColumn } from './list/csv';
export { EXPORT_LABEL, ExportCsvButton, type ExportCsvButtonProps } from './list/ExportCsvButton';
export { ListActions, type ListActionsProps, withRowActions } from './list/ListActions';
// The create and edit pages of an entity: frame, form, result modal.
export {
  EntityFormPage,
  type EntityFormPageProps,
  type SavedAction,
  useRouteRecord,
} from './components/EntityFormPage';
