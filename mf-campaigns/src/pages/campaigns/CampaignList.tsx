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
  useServerListView,
  withRowActions,
} from 'shared-ui';
import { invalidateList } from 'shared-ui/session';
import type { Campaign } from 'shared-ui/types';
import { CAMPAIGNS_PATH } from '../../api';
import { campaignColumns } from './campaignColumns';
import { CAMPAIGNS_CRUMB, CREATE_PATH, editPath } from '../../paths';
import { campaignTexts as t } from '../../texts';
import { useCampaignActions } from './useCampaignActions';

const TABS: StatusTab<Campaign>[] = [
  {
    key: 'activas',
    label: t.list.tabs.active,
    match: (c) => c.status === true,
    filter: { status: 'true' },
    empty: t.list.empty.active,
  },
  {
    key: 'inactivas',
    label: t.list.tabs.inactive,
    match: (c) => c.status === false,
    filter: { status: 'false' },
    empty: t.list.empty.inactive,
  },
  {
    key: 'borrador',
    label: t.list.tabs.draft,
    match: (c) => c.status === 'draft',
    filter: { status: 'draft' },
    empty: t.list.empty.draft,
  },
];

/** The API's sort of each sortable column (the type by its code, the dates by start). */
const SORT_FIELDS = { type: 'typecampaing', dates: 'initDate,initHour' };

export default function CampaignList() {
  const navigate = useNavigate();
  // A change reloads every window and count of the list.
  const { toggleStatus, deleteMany, isBusy } = useCampaignActions(() =>
    invalidateList(CAMPAIGNS_PATH),
  );
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
  // The rows stay on the server: search, tab and sort are the API's query.
  const view = useServerListView<Campaign>({
    path: CAMPAIGNS_PATH,
    columns,
    tabs: TABS,
    countBy: 'status',
    search: true,
    sortFields: SORT_FIELDS,
  });

  return (
    <PageFrame
      title={t.list.title}
      breadcrumb={[CAMPAIGNS_CRUMB, { title: t.list.title }]}
      loading={view.loading}
      error={view.error}
      extra={
        <ListActions
          csv={{
            name: 'campanas',
            source: { path: CAMPAIGNS_PATH, params: view.exportParams },
            empty: view.server.total === 0,
            disabled: view.loading,
          }}
          create={{ label: 'Crear campaña', to: CREATE_PATH, permission: 'campaigns.create' }}
        />
      }
    >
      <StatusTabsTable<Campaign>
        view={view}
        loading={view.fetching && view.rows.length === 0}
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
