/** Step 2: the file's rows; bad ones show their reason and cannot be selected. */
import { Alert, Button, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';

import { PHONE_COUNTRY } from 'shared-ui/schemas';
import { bulkTexts, fieldLabels } from '../../texts';
import type { CsvRow } from './csv';
import styles from './RowsStep.module.css';
import { isValidRow } from './useBulkImport';

const columns: TableColumnsType<CsvRow> = [
  { title: bulkTexts.row, dataIndex: 'row', key: 'row', width: 56 },
  { title: fieldLabels.name, key: 'name', render: (_, r) => r.contact.name },
  { title: fieldLabels.lastName, key: 'lastName', render: (_, r) => r.contact.lastName },
  {
    title: fieldLabels.email,
    key: 'email',
    width: 280,
    className: styles.email,
    render: (_, r) => r.contact.email,
  },
  {
    title: fieldLabels.phone,
    key: 'phone',
    width: 140,
    className: styles.nowrap,
    render: (_, r) => (r.contact.phone ? `${PHONE_COUNTRY.dial} ${r.contact.phone}` : ''),
  },
  {
    title: bulkTexts.status,
    key: 'status',
    width: 250,
    render: (_, r) =>
      isValidRow(r) ? (
        <Tag color="#237804" variant="solid">
          {bulkTexts.valid}
        </Tag>
      ) : (
        <Flex vertical>
          {Object.entries(r.errors).map(([field, message]) => (
            <Typography.Text key={field} type="danger">
              {field in fieldLabels ? `${fieldLabels[field as keyof typeof fieldLabels]}: ` : ''}
              {message}
            </Typography.Text>
          ))}
        </Flex>
      ),
  },
];

export function RowsStep({
  fileName,
  rows,
  selected,
  serverRejected,
  onSelect,
  onBack,
  onNext,
}: {
  fileName: string;
  rows: CsvRow[];
  selected: number[];
  serverRejected: boolean;
  onSelect: (keys: number[]) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const bad = rows.filter((r) => !isValidRow(r)).length;
  return (
    <Flex vertical gap="middle">
      <Typography.Text>{bulkTexts.fileRows(fileName, rows.length, bad)}</Typography.Text>
      {serverRejected && <Alert type="error" showIcon title={bulkTexts.serverRows} />}
      <Table<CsvRow>
        rowKey="row"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ y: 320 }}
        rowClassName={(r) => (isValidRow(r) ? '' : (styles.invalid ?? ''))}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => onSelect(keys as number[]),
          getCheckboxProps: (r) => ({
            disabled: !isValidRow(r),
            'aria-label': `${bulkTexts.row} ${r.row}`,
          }),
        }}
      />
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text strong>{bulkTexts.selected(selected.length)}</Typography.Text>
        <Flex gap="small">
          <Button onClick={onBack}>{bulkTexts.anotherFile}</Button>
          <Button type="primary" disabled={selected.length === 0} onClick={onNext}>
            {bulkTexts.next}
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}
