// The error list of 'Estado de las áreas': its search and area filter, and the reports in view.
import { Flex, Input, Select, Typography } from 'antd';
import { EmptyState, type ListView, searchable, useVirtualTable, ViewTable } from 'shared-ui';
import type { ClientErrorRecord } from 'shared-ui/schemas';
import { REPORT_TABLE_WIDTH } from './reportColumns';
import styles from './status.module.css';
import { reportTexts } from './texts';

const FILTER_ID = 'status-filter-area';

/** Every area, for the filter; '' stands for all of them. */
const ALL = '';

interface Props {
  view: ListView<ClientErrorRecord>;
  loading: boolean;
  areas: readonly { value: string; label: string }[];
  area: string | undefined;
  onArea: (area: string | undefined) => void;
  /** The empty state's text. */
  empty: string;
}

export function ReportList({ view, loading, areas, area, onArea, empty }: Props) {
  // An area named by a link that no row stands for still shows as chosen, by its name.
  const options = [
    { value: ALL, label: reportTexts.allAreas },
    ...areas,
    ...(area && !areas.some((a) => a.value === area) ? [{ value: area, label: area }] : []),
  ];
  // Past a few hundred rows (an error in a loop), only the rows in sight are drawn.
  const table = useVirtualTable(view.rows.length, REPORT_TABLE_WIDTH);
  return (
    <>
      <Flex className={styles.toolbar} gap="middle" wrap align="center">
        <Input type="search" className={styles.search} {...view.searchProps} />
        <Flex gap="small" align="center" wrap className={styles.filterPair}>
          <Typography.Text>
            <label htmlFor={FILTER_ID}>{reportTexts.filterArea}</label>
          </Typography.Text>
          <Select<string>
            {...searchable}
            id={FILTER_ID}
            className={styles.filter}
            popupMatchSelectWidth={false}
            value={area ?? ALL}
            options={options}
            onChange={(value) => onArea(value || undefined)}
          />
        </Flex>
      </Flex>
      <ViewTable<ClientErrorRecord>
        view={view}
        {...view.tableProps}
        dataSource={view.rows}
        loading={loading}
        rowKey="id"
        pagination={false}
        locale={{ emptyText: <EmptyState description={empty} /> }}
        {...table}
      />
    </>
  );
}
