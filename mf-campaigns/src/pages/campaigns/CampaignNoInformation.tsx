/** Results, history and accounting data: named in the menu, with no content yet (SPEC.md shows none). */
import { NoInformation, PageFrame } from 'shared-ui';
import { CAMPAIGNS_CRUMB } from '../../paths';

export default function CampaignNoInformation({ title }: { title: string }) {
  return (
    <PageFrame title={title} breadcrumb={[CAMPAIGNS_CRUMB, { title }]}>
      <NoInformation />
    </PageFrame>
  );
}
