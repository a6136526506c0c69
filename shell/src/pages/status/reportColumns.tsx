// The columns of the error list of 'Estado de las áreas', on screen and in its CSV export.
import type { TableColumnsType } from 'antd';
import { byText, type CsvColumn, formatDateTime } from 'shared-ui';
import type { ClientErrorRecord } from 'shared-ui/schemas';
import { ErrorStack, Mono, Release } from './cells';
import styles from './status.module.css';
import { PHASE_LABELS, reportTexts, statusTexts } from './texts';

/** The table's minimum width; a narrower desktop scrolls it sideways (a phone shows cards). */
export const REPORT_TABLE_WIDTH = 1040;

type Label = (area: string) => string;

const phaseLabel = (phase: string) => PHASE_LABELS[phase as keyof typeof PHASE_LABELS] ?? phase;

/** The texts the list's search matches. */
export const reportSearch = (r: ClientErrorRecord) => [r.message, r.code, r.route];

/** `label` names an area as the menu does. Newest first until the user sorts otherwise. */
export const reportColumns = (label: Label): TableColumnsType<ClientErrorRecord> => [
  {
    key: 'createdAt',
    title: reportTexts.date,
    dataIndex: 'createdAt',
    width: 150,
    defaultSortOrder: 'descend',
    sorter: (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
    render: (value: string) => formatDateTime(value),
  },
  {
    // The area, and under it the release that failed (both are what a team looks for first).
    key: 'area',
    title: reportTexts.areaAndRelease,
    dataIndex: 'area',
    width: 170,
    sorter: byText((r: ClientErrorRecord) => label(r.area)),
    render: (area: string, r) => (
      <div className={styles.areaCell}>
        {label(area)}
        <Release value={r.release} />
      </div>
    ),
  },
  {
    key: 'phase',
    title: reportTexts.phase,
    dataIndex: 'phase',
    width: 150,
    render: (phase: string) => phaseLabel(phase),
  },
  {
    key: 'route',
    title: reportTexts.route,
    dataIndex: 'route',
    width: 180,
    render: (route: string) => <Mono>{route}</Mono>,
  },
  {
    key: 'message',
    title: reportTexts.message,
    dataIndex: 'message',
    render: (message: string, r) => (
      <div className={styles.message}>
        {message}
        <ErrorStack stack={r.stack} />
      </div>
    ),
  },
  {
    key: 'code',
    title: reportTexts.code,
    dataIndex: 'code',
    width: 120,
    render: (code: string) => <Mono>{code}</Mono>,
  },
  {
    key: 'count',
    title: reportTexts.count,
    dataIndex: 'count',
    width: 90,
    align: 'right',
    sorter: (a, b) => (a.count ?? 1) - (b.count ?? 1),
  },
];

/** 'Exportar CSV': the columns as shown, the stack whole. */
export const reportCsv = (label: Label): CsvColumn<ClientErrorRecord>[] => [
  { header: reportTexts.date, value: (r) => formatDateTime(r.createdAt) },
  { header: reportTexts.area, value: (r) => label(r.area) },
  { header: reportTexts.release, value: (r) => r.release || statusTexts.unknownRelease },
  { header: reportTexts.phase, value: (r) => phaseLabel(r.phase) },
  { header: reportTexts.route, value: (r) => r.route },
  { header: reportTexts.message, value: (r) => r.message },
  { header: reportTexts.code, value: (r) => r.code },
  { header: reportTexts.count, value: (r) => r.count },
  { header: reportTexts.stack, value: (r) => r.stack },
];
