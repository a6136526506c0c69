/** /campaigns/gestionar/editar/:id — the campaign's name and costs, then six tabs, one shown at a time. */
import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, PageFrame, texts, useIdParam, useResource } from 'shared-ui';
import { campaignsApi } from '../../api';
import {
  KnowledgeBasesAssociation,
  ProductsAssociation,
  ProfilesAssociation,
} from './associations';
import { CampaignEditHeader } from './CampaignEditHeader';
import { CampaignForm } from './CampaignForm';
import { CAMPAIGNS_CRUMB, LIST_CRUMB } from '../../paths';
import { campaignTexts as t } from '../../texts';
import { ScriptForm } from './ScriptForm';

const TABS = [
  { key: 'datos', label: t.edit.tabs.data },
  { key: 'perfiles', label: t.edit.tabs.profiles },
  { key: 'clientes', label: t.edit.tabs.clients },
  { key: 'productos', label: t.edit.tabs.products },
  { key: 'conocimiento', label: t.edit.tabs.knowledge },
  { key: 'script', label: 'Script' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

export default function CampaignEdit() {
  const id = useIdParam();
  const [params, setParams] = useSearchParams();
  const campaign = useResource(
    () => (id ? campaignsApi.get(id) : Promise.reject(new Error('id no válido'))),
    [id],
  );
  const c = campaign.data;
  const tab = (TABS.find((t) => t.key === params.get('tab'))?.key ?? 'datos') as TabKey;
  const onSaved = campaign.setData;

  const content: Record<TabKey, () => React.ReactNode> = {
    datos: () => c && <CampaignForm campaign={c} onSaved={onSaved} />,
    perfiles: () => c && <ProfilesAssociation campaign={c} onSaved={onSaved} />,
    // No client entity exists yet.
    clientes: () => <EmptyState description={texts.labels.noInformation} />,
    productos: () => c && <ProductsAssociation campaign={c} onSaved={onSaved} />,
    conocimiento: () => c && <KnowledgeBasesAssociation campaign={c} onSaved={onSaved} />,
    script: () => c && <ScriptForm campaign={c} onSaved={onSaved} />,
  };

  return (
    <PageFrame
      title={c ? c.name : t.edit.title}
      breadcrumb={[CAMPAIGNS_CRUMB, LIST_CRUMB, { title: t.edit.title }]}
      loading={campaign.loading && !c}
      error={campaign.error}
    >
      {c && <CampaignEditHeader campaign={c} />}
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          items={TABS.map((t) => ({
            key: t.key,
            label: t.label,
            // One section shown at a time; a visited tab stays mounted (hidden), keeping what was typed.
            children: content[t.key](),
          }))}
        />
      </Card>
    </PageFrame>
  );
}
