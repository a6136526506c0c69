/** /campaigns/gestionar/editar/perfiles: pick a campaign, then associate its profiles (the edit tab's form). */
import { Card, Form, Select } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorResult, PageFrame, PageLoader, searchable, useResource } from 'shared-ui';
import type { Campaign } from 'shared-ui/types';
import { campaignsApi } from '../../api';
import { ProfilesAssociation } from './associations';
import { CAMPAIGNS_CRUMB, LIST_CRUMB } from '../../paths';
import { campaignTexts as t } from '../../texts';

const PICKER_ID = 'campaign-profiles-campaign';

function ChosenCampaign({ id }: { id: number }) {
  const campaign = useResource(() => campaignsApi.get(id), [id]);
  if (campaign.error) return <ErrorResult error={campaign.error} />;
  if (!campaign.data) return <PageLoader />;
  return <ProfilesAssociation campaign={campaign.data} onSaved={campaign.setData} />;
}

export default function CampaignProfiles() {
  const [params, setParams] = useSearchParams();
  const campaigns = useResource(campaignsApi.list, []);
  const chosen = Number(params.get('campaign')) || null;

  return (
    <PageFrame
      title="Asociar perfiles a una campaña"
      breadcrumb={[CAMPAIGNS_CRUMB, LIST_CRUMB, { title: t.profilesPage.title }]}
      loading={campaigns.loading && !campaigns.data}
      error={campaigns.error}
    >
      <Card>
        <Form layout="vertical" component="div">
          <Form.Item label="Campaña" htmlFor={PICKER_ID}>
            <Select
              id={PICKER_ID}
              {...searchable}
              placeholder="Seleccione una campaña"
              value={chosen ?? undefined}
              onChange={(id: number) => setParams({ campaign: String(id) })}
              options={(campaigns.data ?? []).map((c: Campaign) => ({
                value: c.id,
                label: c.name,
              }))}
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
