/** The campaign list's columns: name, type, dates in Spanish, channels, costs, and the row buttons. */
import { Button, Flex, Tag, type TableColumnsType } from 'antd';
import { byText, formatDate, formatUsd } from 'shared-ui';
import { campaignListCosts, campaignTypeLabel } from 'shared-ui/schemas';
import type { Campaign } from 'shared-ui/types';
import { toggleLabel } from './useCampaignActions';

interface RowActions {
  onEdit: (c: Campaign) => void;
  onToggle: (c: Campaign) => void;
}

const when = (date: string, hour: string) => `${date}T${hour}`;

function DateCell({ date, hour }: { date: string; hour: string }) {
  const day = formatDate(date);
  return day ? (
    <span>
      {day}
      {hour ? `, ${hour}` : ''}
    </span>
  ) : (
    <span>—</span>
  );
}

export function campaignColumns({ onEdit, onToggle }: RowActions): TableColumnsType<Campaign> {
  const costs = campaignListCosts();
  return [
    {
      title: 'Nombre',
      dataIndex: 'name',
      sorter: byText((c: Campaign) => c.name),
    },
    {
      title: 'Tipo',
      key: 'type',
      width: 110,
      render: (_, c) => campaignTypeLabel(c.typecampaing),
      sorter: byText((c: Campaign) => campaignTypeLabel(c.typecampaing)),
    },
    {
      title: 'Inicio',
      key: 'start',
      width: 150,
      render: (_, c) => <DateCell date={c.initDate} hour={c.initHour} />,
      sorter: byText((c: Campaign) => when(c.initDate, c.initHour)),
    },
    {
      title: 'Fin',
      key: 'end',
      width: 150,
      render: (_, c) => <DateCell date={c.finalitationDate} hour={c.finalitationHour} />,
      sorter: byText((c: Campaign) => when(c.finalitationDate, c.finalitationHour)),
    },
    {
      title: 'Canales',
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
      title: 'Costo diario',
      key: 'daily',
      width: 120,
      render: () => formatUsd(costs.daily),
    },
    {
      title: 'Costo total',
      key: 'total',
      width: 130,
      render: () => formatUsd(costs.total),
    },
    {
      title: 'Acciones',
      key: 'actions',
      fixed: 'right',
      width: 190,
      render: (_, c) => (
        <Flex gap="small">
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
            danger={toggleLabel(c) === 'Suspender'}
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
