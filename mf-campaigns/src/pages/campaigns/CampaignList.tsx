/** /campaigns/gestionar: campaigns split into Activas, Inactivas and En borrador, with their actions. */
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  ListActions,
  PageFrame,
  StatusTabsTable,
  texts,
  type StatusTab,
  useCan,
  useListResource,
  useListView,
  withRowActions,
} from 'shared-ui';
import type { Campaign } from 'shared-ui/types';
import { campaignsApi } from '../../api';
import { campaignColumns, campaignCsv } from './campaignColumns';
import { CAMPAIGNS_CRUMB, CREATE_PATH, editPath } from '../../paths';
import { campaignTexts as t } from '../../texts';
import { useCampaignActions } from './useCampaignActions';

const TABS: StatusTab<Campaign>[] = [
  {
    key: 'activas',
    label: t.list.tabs.active,
    match: (c) => c.status === true,
    empty: t.list.empty.active,
  },
  {
    key: 'inactivas',
    label: t.list.tabs.inactive,
    match: (c) => c.status === false,
    empty: t.list.empty.inactive,
  },
  {
    key: 'borrador',
    label: t.list.tabs.draft,
    match: (c) => c.status === 'draft',
    empty: t.list.empty.draft,
  },
];

export default function CampaignList() {
  const navigate = useNavigate();
  const list = useListResource(campaignsApi.list);
  const { toggleStatus, deleteMany, isBusy } = useCampaignActions(list.reload);
  // Buttons for what the user may not do are not shown (the API would refuse it anyway).
  const can = useCan();
  const columns = withRowActions(
    campaignColumns({
      onEdit: (c) => navigate(editPath(c.id)),
      onToggle: (c) => void toggleStatus(c),
      isBusy,
    }),
    can('campaigns.edit'),
  );
  const view = useListView<Campaign>({
    rows: list.rows,
    columns,
    tabs: TABS,
    search: (c) => [c.name],
  });

  return (
    <PageFrame
      title={t.list.title}
      breadcrumb={[CAMPAIGNS_CRUMB, { title: t.list.title }]}
      loading={list.loading && !list.data}
      error={list.error}
      extra={
        <ListActions
          csv={{ name: 'campanas', rows: view.rows, columns: campaignCsv, disabled: list.loading }}
          create={{ label: 'Crear campaña', to: CREATE_PATH, permission: 'campaigns.create' }}
        />
      }
    >
      <StatusTabsTable<Campaign>
        view={view}
        loading={list.loading}
        scrollWidth={860}
        size="middle"
        rowLabel={(c) => `Seleccionar ${c.name}`}
        selectionActions={
          can('campaigns.delete')
            ? (selected, clear) => (
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
              )
            : undefined
        }
      />
    </PageFrame>
  );
}
