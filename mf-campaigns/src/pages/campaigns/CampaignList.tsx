/** /campaigns/gestionar: campaigns split into Activas, Inactivas and En borrador, with their actions. */
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  ExportCsvButton,
  PageFrame,
  type StatusTab,
  StatusTabsTable,
  texts,
  useListResource,
  useListView,
} from 'shared-ui';
import type { Campaign } from 'shared-ui/types';
import { campaignsApi } from '../../api';
import { campaignColumns, campaignCsv } from './campaignColumns';
import { CAMPAIGNS_CRUMB, CREATE_PATH, editPath } from '../../paths';
import { useCampaignActions } from './useCampaignActions';

const TABS: StatusTab<Campaign>[] = [
  {
    key: 'activas',
    label: 'Activas',
    match: (c) => c.status === true,
    empty: 'No hay campañas activas',
  },
  {
    key: 'inactivas',
    label: 'Inactivas',
    match: (c) => c.status === false,
    empty: 'No hay campañas inactivas',
  },
  {
    key: 'borrador',
    label: 'En borrador',
    match: (c) => c.status === 'draft',
    empty: 'No hay campañas en borrador',
  },
];

export default function CampaignList() {
  const navigate = useNavigate();
  const list = useListResource(campaignsApi.list);
  const { toggleStatus, deleteMany, isBusy } = useCampaignActions(list.reload);
  const columns = campaignColumns({
    onEdit: (c) => navigate(editPath(c.id)),
    onToggle: (c) => void toggleStatus(c),
    isBusy,
  });
  const view = useListView<Campaign>({
    rows: list.rows,
    columns,
    tabs: TABS,
    search: (c) => [c.name],
  });

  return (
    <PageFrame
      title="Gestionar campañas"
      breadcrumb={[CAMPAIGNS_CRUMB, { title: 'Gestionar campañas' }]}
      loading={list.loading && !list.data}
      error={list.error}
      extra={
        <>
          <ExportCsvButton
            name="campanas"
            rows={view.rows}
            columns={campaignCsv}
            disabled={list.loading}
          />
          <Button type="primary" onClick={() => navigate(CREATE_PATH)}>
            Crear campaña
          </Button>
        </>
      }
    >
      <StatusTabsTable<Campaign>
        view={view}
        loading={list.loading}
        scrollWidth={860}
        size="middle"
        rowLabel={(c) => `Seleccionar ${c.name}`}
        selectionActions={(selected, clear) => (
          <Button
            danger
            disabled={selected.length === 0}
            loading={isBusy('delete')}
            onClick={async () => {
              if (await deleteMany(selected)) clear();
            }}
          >
            {texts.labels.deleteSelected}
          </Button>
        )}
      />
    </PageFrame>
  );
}
