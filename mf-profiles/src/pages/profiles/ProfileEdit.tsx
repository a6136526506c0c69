/** /perfiles-roles/editar/:id: the profile form on a stored profile, with delete. */
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EntityFormPage, ResultModal, useBusy, useFeedback, useRouteRecord } from 'shared-ui';
import { profilesApi } from '../../api';
import { profileTexts, titles } from '../../texts';
import { ProfileForm, toInput } from './ProfileForm';

const LIST = '/perfiles-roles/gestionar';

export default function ProfileEdit() {
  const navigate = useNavigate();
  const feedback = useFeedback();
  const profile = useRouteRecord(profilesApi.get);
  const { id } = profile;
  const [deleted, setDeleted] = useState(false);
  // From the first click to the answer: a second click (a double click) does nothing.
  const { run, isBusy } = useBusy<'remove'>();

  const remove = () =>
    run('remove', async () => {
      if (!id) return;
      await feedback.confirm({
        title: profileTexts.confirmRemove,
        content: profileTexts.confirmRemoveBody,
        okText: profileTexts.remove,
        danger: true,
        // The OK button spins while the delete runs, and takes no second press.
        onConfirm: async () => {
          try {
            await profilesApi.remove(id);
            setDeleted(true);
          } catch {
            // The API client has shown the error modal.
          }
        },
      });
    });

  return (
    <EntityFormPage
      mode="edit"
      title={titles.edit}
      breadcrumb={[
        { title: titles.area },
        { title: titles.list, to: LIST },
        { title: titles.edit },
      ]}
      loading={profile.loading && !profile.data}
      error={profile.error}
      form={(saved) =>
        profile.data &&
        id && (
          <ProfileForm
            id="profile-edit"
            initialValues={toInput(profile.data)}
            submitLabel={profileTexts.save}
            onSubmit={async (values) => {
              const updated = await profilesApi.update(id, values);
              profile.setData(updated);
              saved(updated);
            }}
            actions={
              <Button danger onClick={() => void remove()} loading={isBusy('remove')}>
                {profileTexts.remove}
              </Button>
            }
          />
        )
      }
      result={{
        title: profileTexts.updated,
        actions: [
          { label: profileTexts.goCampaigns, to: '/campaigns/gestionar' },
          { label: profileTexts.goProfiles, primary: true, to: LIST },
        ],
      }}
    >
      <ResultModal
        open={deleted}
        status="info"
        title={profileTexts.checkEmail}
        subTitle={profileTexts.checkEmailBody}
        onClose={() => navigate(LIST)}
        actions={[{ label: profileTexts.goProfiles, primary: true, onClick: () => navigate(LIST) }]}
      />
    </EntityFormPage>
  );
}
