/** The campaign list's columns: name, type, dates in Spanish, channels, costs, and the row buttons. */
import { Button, Flex, type TableColumnsType, Tag } from 'antd';
import { byText, formatDate, formatUsd } from 'shared-ui';
import { campaignListCosts, campaignTypeLabel } from 'shared-ui/schemas';
import type { Campaign } from 'shared-ui/types';
import { campaignTexts as t } from '../../texts';
import styles from './CampaignList.module.css';
import { toggleLabel } from './useCampaignActions';

interface RowActions {
  onEdit: (c: Campaign) => void;
  onToggle: (c: Campaign) => void;
  /** Whether the campaign's status switch is under way (the button spins and takes no click). */
  isBusy?: (id: number) => boolean;
}

const when = (date: string, hour: string) =>
  formatDate(date) ? `${formatDate(date)}, ${hour}` : '—';

const _statusLabel = (c: Campaign) =>
  c.status === 'draft' ? 'En borrador' : c.status === true ? 'Activa' : 'Inactiva';

/** Start and end, one per line (narrow screens keep every column in view). */
function Dates({ c }: { c: Campaign }) {
  return (
    <Flex vertical className={styles.nowrap}>
      <span>Del {when(c.initDate, c.initHour)}</span>
      <span>al {when(c.finalitationDate, c.finalitationHour)}</span>
    </Flex>
  );
}

export function campaignColumns({
  onEdit,
  onToggle,
  isBusy = () => false,
}: RowActions): TableColumnsType<Campaign> {
  const costs = campaignListCosts();
  return [
    {
      title: t.list.columns.name,
      dataIndex: 'name',
      sorter: byText((c: Campaign) => c.name),
    },
    {
      title: t.list.columns.type,
      key: 'type',
      render: (_, c) => campaignTypeLabel(c.typecampaing),
      sorter: byText((c: Campaign) => campaignTypeLabel(c.typecampaing)),
    },
    {
      title: t.list.columns.dates,
      key: 'dates',
      render: (_, c) => <Dates c={c} />,
      sorter: byText((c: Campaign) => `${c.initDate}T${c.initHour}`),
    },
    {
      title: t.list.columns.channels,
      key: 'channels',
      render: (_, c) =>
        c.channels.length > 0 ? (
          <Flex gap={4} wrap>
            {c.channels.map((ch) => (
              <Tag key={ch}>{ch}</Tag>
            ))}
          </Flex>
        ) : (
          '—'
        ),
      sorter: byText((c: Campaign) => c.channels.join(', ')),
    },
    {
      title: t.list.columns.cost,
      key: 'costs',
      render: () => (
        <Flex vertical className={styles.nowrap}>
          <span>{formatUsd(costs.daily)}</span>
          <span>{formatUsd(costs.total)}</span>
        </Flex>
      ),
    },
    {
      title: t.list.columns.actions,
      key: 'actions',
      render: (_, c) => (
        <Flex vertical gap={6} align="stretch">
          <Button
            size="small"
            disabled={c.status === 'draft'}
            onClick={() => onEdit(c)}
            aria-label={`Editar ${c.name}`}
          >
            Editar
          </Button>
          <Button
            size="small"
            loading={isBusy(c.id)}
            onClick={() => onToggle(c)}
            aria-label={`${toggleLabel(c)} ${c.name}`}
          >
            {toggleLabel(c)}
          </Button>
        </Flex>
      ),
    },
  ];
}
