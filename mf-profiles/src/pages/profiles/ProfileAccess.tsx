/**
 * A profile's access to the application, on its edit page, for whoever may give it: 'Dar acceso'
 * makes the profile's email a sign-in with a temporary password shown here once (there is no
 * e-mail server: whoever gives it passes it on); 'Quitar acceso' ends it and every session of that
 * person at once. The API keeps the company's last Administrativo (a 409, its message shown).
 */
import { Button, Card, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useConfirmedAction, useResource } from 'shared-ui';
import { type GrantedAccess, profilesApi } from '../../api';
import { profileTexts as t } from '../../texts';

export function ProfileAccess({ id }: { id: number }) {
  const access = useResource(() => profilesApi.access(id), [id]);
  // The temporary password, until its dialog is closed: never kept, never shown again.
  const [granted, setGranted] = useState<GrantedAccess | null>(null);
  const [giving, setGiving] = useState(false);
  const { run, isBusy } = useConfirmedAction<'remove'>();

  const give = async () => {
    setGiving(true);
    try {
      const answer = await profilesApi.giveAccess(id);
      setGranted(answer);
      access.setData({ access: answer.access, pending: answer.pending });
    } catch {
      // The API client's error modal has said why.
    } finally {
      setGiving(false);
    }
  };
  const remove = () =>
    run('remove', {
      title: t.confirmRemoveAccess,
      content: t.confirmRemoveAccessBody,
      okText: t.removeAccess,
      danger: true,
      call: () => profilesApi.removeAccess(id),
      done: (state) => {
        access.setData(state);
        return { message: t.accessRemoved };
      },
    });

  const state = access.data;
  const status = !state?.access ? t.accessNone : state.pending ? t.accessPending : t.accessActive;
  return (
    <Card title={t.accessTitle} size="small" style={{ marginTop: 24 }} loading={access.loading}>
      <Flex gap="middle" align="center" wrap justify="space-between">
        <Typography.Text data-testid="profile-access">{status}</Typography.Text>
        {state &&
          (state.access ? (
            <Button danger onClick={() => void remove()} loading={isBusy('remove')}>
              {t.removeAccess}
            </Button>
          ) : (
            <Button type="primary" onClick={() => void give()} loading={giving}>
              {t.giveAccess}
            </Button>
          ))}
      </Flex>
      {/* Unmounted once closed: the password leaves the page with it. */}
      {granted && (
        <Modal
          open
          title={t.accessGiven}
          closable={false}
          maskClosable={false}
          footer={
            <Button type="primary" onClick={() => setGranted(null)}>
              {t.understood}
            </Button>
          }
        >
          <Flex vertical gap="small">
            <Typography.Paragraph>{t.noMailServer}</Typography.Paragraph>
            <Typography.Text>
              {t.accessUser}: <Typography.Text strong>{granted.username}</Typography.Text>
            </Typography.Text>
            <Typography.Text>
              {t.temporaryPassword}:{' '}
              <Typography.Text code copyable={{ text: granted.password }}>
                <span data-testid="temporary-password">{granted.password}</span>
              </Typography.Text>
            </Typography.Text>
          </Flex>
        </Modal>
      )}
    </Card>
  );
}
