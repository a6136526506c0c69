/** /campaigns/gestionar/editar/perfiles: pick a campaign, then associate its profiles (the edit tab's form). */
import { Card, Form } from 'antd';
import { useSearchParams } from 'react-router-dom';
import {
  EmptyState,
  ErrorResult,
  type OptionSource,
  PageFrame,
  PageLoader,
  ServerSelect,
  useResource,
} from 'shared-ui';
import type { Campaign } from 'shared-ui/types';
import { CAMPAIGNS_PATH, campaignsApi } from '../../api';
import { ProfilesAssociation } from './associations';
import { CAMPAIGNS_CRUMB, LIST_CRUMB } from '../../paths';
import { campaignTexts as t } from '../../texts';

const PICKER_ID = 'campaign-profiles-campaign';

/** The campaigns to pick from, searched by name as the user types (the chosen one read by id). */
const campaignOptions: OptionSource<Campaign> = {
  path: CAMPAIGNS_PATH,
  options: (rows) => rows.map((c) => ({ value: c.id, label: c.name })),
};

function ChosenCampaign({ id }: { id: number }) {
  const campaign = useResource(() => campaignsApi.get(id), [id]);
  if (campaign.error) return <ErrorResult error={campaign.error} />;
  if (!campaign.data) return <PageLoader />;
  return <ProfilesAssociation campaign={campaign.data} onSaved={campaign.setData} />;
}

export default function CampaignProfiles() {
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('campaign')) || null;

  return (
    <PageFrame
      title="Asociar perfiles a una campaña"
      breadcrumb={[CAMPAIGNS_CRUMB, LIST_CRUMB, { title: t.profilesPage.title }]}
    >
      <Card>
        <Form layout="vertical" component="div">
          <Form.Item label="Campaña" htmlFor={PICKER_ID}>
            <ServerSelect<Campaign>
              id={PICKER_ID}
              source={campaignOptions}
              placeholder="Seleccione una campaña"
              value={chosen ?? undefined}
              onChange={(id) => id !== undefined && setParams({ campaign: String(id) })}
            />
          </Form.Item>
        </Form>
        {chosen ? (
          <ChosenCampaign key={chosen} id={chosen} />
        ) : (
          <EmptyState description="Elija una campaña para ver y asociar sus perfiles" />
        )}
      </Card>
    </PageFrame>
  );
}
