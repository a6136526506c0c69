/** /perfiles-roles/crear: the profile form with the fixed campaign, plus the bulk import. */
import { EntityFormPage } from 'shared-ui';
import { DEFAULT_PROFILE_CAMPAIGN, texts } from 'shared-ui/schemas';
import type { ProfileInput } from 'shared-ui/types';
import { profilesApi } from '../../api';
import { profileTexts, titles } from '../../texts';
import { BulkImportButton } from '../bulk/BulkImportButton';
import { ProfileForm } from './ProfileForm';

const emptyProfile: ProfileInput = {
  name: '',
  lastName: '',
  email: '',
  phone: '',
  role: [],
  campain: DEFAULT_PROFILE_CAMPAIGN,
};

export default function ProfileCreate() {
  return (
    <EntityFormPage
      mode="create"
      title={titles.create}
      breadcrumb={[{ title: titles.area }, { title: titles.create }]}
      extra={<BulkImportButton />}
      form={(saved) => (
        <ProfileForm
          id="profile-create"
          initialValues={emptyProfile}
          submitLabel={profileTexts.create}
          campaignHint={profileTexts.campaignHint}
          onSubmit={async (values) =>
            saved(await profilesApi.create({ ...values, campain: DEFAULT_PROFILE_CAMPAIGN }))
          }
        />
      )}
      result={{
        title: profileTexts.created,
        actions: [
          { label: texts.labels.createAnotherProfile, primary: true },
          { label: profileTexts.goDashboard, to: '/dashboard' },
        ],
      }}
    />
  );
}
