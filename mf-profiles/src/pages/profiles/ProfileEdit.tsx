/** /perfiles-roles/editar/:id: the profile form on a stored profile, with delete. */
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EntityFormPage, ResultModal, useCan, useConfirmedAction, useRouteRecord } from 'shared-ui';
import { profilesApi } from '../../api';
import { profileTexts, titles } from '../../texts';
import { ProfileAccess } from './ProfileAccess';
import { ProfileForm, toInput } from './ProfileForm';

const LIST = '/perfiles-roles/gestionar';

export default function ProfileEdit() {
  const navigate = useNavigate();
  const profile = useRouteRecord(profilesApi.get);
  const { id } = profile;
  const [deleted, setDeleted] = useState(false);
  const can = useCan();
  const { run, isBusy } = useConfirmedAction<'remove'>();
  const remove = async (id: number) => {
    const done = await run('remove', {
      title: profileTexts.confirmRemove,
      content: profileTexts.confirmRemoveBody,
      okText: profileTexts.remove,
      danger: true,
      call: () => profilesApi.remove(id),
    });
    // The deletion is confirmed by email: the page's own modal says so (SPEC.md section 4).
    if (done) setDeleted(true);
  };

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
              can('profiles.delete') && (
                <Button danger onClick={() => void remove(id)} loading={isBusy('remove')}>
                  {profileTexts.remove}
                </Button>
              )
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
      {id && profile.data && can('profiles.access') && <ProfileAccess id={id} />}
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
