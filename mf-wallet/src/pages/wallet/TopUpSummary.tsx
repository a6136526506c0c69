/** What the confirmation shows: the refill just recorded and the balance it left. */
import { Descriptions } from 'antd';
import { formatUsd } from 'shared-ui';
import type { TopUpResult } from 'shared-ui/types';
import { methodLabel } from './paymentMethods';
import { walletTexts as t } from '../../texts';

export function TopUpSummary({ result: { refill, total } }: { result: TopUpResult }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        { key: 'mont', label: t.columns.amount, children: formatUsd(refill.mont) },
        { key: 'method', label: t.columns.method, children: methodLabel(refill.method) },
        { key: 'transaction', label: t.columns.transaction, children: refill.transaction },
        { key: 'total', label: t.done.newBalance, children: formatUsd(total) },
      ]}
    />
  );
}
