// The first table of 'Estado de las áreas': each area's releases (published, and run by this tab)
// and its errors of the last 24 hours. An area's name filters the error list below to it.
import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Flex, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { formatDateTime, useListView, ViewTable } from 'shared-ui';
import type { AreaRow } from './areaRows';
import { Release } from './cells';
import styles from './status.module.css';
import { areaTexts, statusTexts } from './texts';

/** Its own query parameter names: the error list below owns the usual ones (it has none written). */
const PARAMS = { search: 'areas-buscar', sort: 'areas-orden', tab: 'areas-tab' };

function TabRelease({ row }: { row: AreaRow }) {
  if (row.tabRelease === undefined) {
    return (
      <Tooltip title={statusTexts.notLoadedHint}>
        <Typography.Text type="secondary">{statusTexts.notLoaded}</Typography.Text>
      </Tooltip>
    );
  }
  const behind = !!row.tabRelease && !!row.release && row.tabRelease !== row.release;
  return (
    <Flex gap={4} align="center" wrap>
      <Release value={row.tabRelease} />
      {behind && (
        <Tooltip title={statusTexts.olderInTabHint}>
          <Tag color="warning">{statusTexts.olderInTab}</Tag>
        </Tooltip>
      )}
    </Flex>
  );
}

function ErrorCount({ row }: { row: AreaRow }) {
  return (
    <>
      {row.reports}
      {row.occurrences !== row.reports && (
        <Typography.Text type="secondary"> {areaTexts.times(row.occurrences)}</Typography.Text>
      )}
    </>
  );
}

interface Props {
  rows: readonly AreaRow[];
  loading: boolean;
  /** The area the error list is narrowed to, if any. */
  selected: string | undefined;
  /** Narrows the list to an area; undefined: every area again. */
  onSelect: (area: string | undefined) => void;
}

export function AreaTable({ rows, loading, selected, onSelect }: Props) {
  const columns: TableColumnsType<AreaRow> = [
    {
      // Keyed 'name': it titles each card on a phone.
      key: 'name',
      title: areaTexts.area,
      dataIndex: 'label',
      render: (label: string, row) => (
        <Button
          type="link"
          className={styles.areaButton}
          aria-pressed={row.id === selected}
          onClick={() => onSelect(row.id === selected ? undefined : row.id)}
        >
          {label}
        </Button>
      ),
    },
    {
      key: 'release',
      title: areaTexts.release,
      width: 190,
      render: (_, row) => <Release value={row.release} />,
    },
    {
      key: 'tabRelease',
      title: areaTexts.tabRelease,
      width: 230,
      render: (_, row) => <TabRelease row={row} />,
    },
    {
      key: 'errors',
      title: (
        <Tooltip title={areaTexts.errorsHelp}>
          <span>
            {areaTexts.errors} <InfoCircleOutlined aria-hidden />
          </span>
        </Tooltip>
      ),
      width: 170,
      align: 'right',
      render: (_, row) => <ErrorCount row={row} />,
    },
    {
      key: 'lastError',
      title: areaTexts.lastError,
      width: 180,
      render: (_, row) => (row.lastError ? formatDateTime(row.lastError) : statusTexts.noError),
    },
  ];
  const view = useListView<AreaRow>({ rows, columns, params: PARAMS });
  return (
    <ViewTable<AreaRow>
      view={view}
      {...view.tableProps}
      dataSource={view.rows}
      loading={loading}
      rowKey="id"
      pagination={false}
      rowClassName={(row) => (row.id === selected ? (styles.selected ?? '') : '')}
      scroll={{ x: 860 }}
    />
  );
}
