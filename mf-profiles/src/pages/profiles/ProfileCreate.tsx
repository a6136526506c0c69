/** /perfiles-roles/crear: the profile form with the fixed campaign, plus the bulk import. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageFrame, ResultModal } from 'shared-ui';
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
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);
  // A new key mounts a blank form for 'Crear otro perfil'.
  const [formKey, setFormKey] = useState(0);
  const startAnother = () => {
    setCreated(false);
    setFormKey((k) => k + 1);
  };

  return (
    <PageFrame
      title={titles.create}
      breadcrumb={[{ title: titles.area }, { title: titles.create }]}
      extra={<BulkImportButton />}
    >
      <ProfileForm
        key={formKey}
        id="profile-create"
        initialValues={emptyProfile}
        submitLabel={profileTexts.create}
        campaignHint={profileTexts.campaignHint}
        onSubmit={async (values) => {
          await profilesApi.create({ ...values, campain: DEFAULT_PROFILE_CAMPAIGN });
          setCreated(true);
        }}
      />
      <ResultModal
        open={created}
        title={profileTexts.created}
        onClose={startAnother}
        actions={[
          { label: texts.labels.createAnotherProfile, primary: true, onClick: startAnother },
          { label: profileTexts.goDashboard, onClick: () => navigate('/dashboard') },
        ]}
      />
    </PageFrame>
  );
}
