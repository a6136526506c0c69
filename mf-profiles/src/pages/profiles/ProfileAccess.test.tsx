import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, ROLE_PERMISSIONS } from 'shared-ui/permissions';
import { fakeApi, renderPage } from 'shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { profileTexts as t } from '../../texts';
import ProfileEdit from './ProfileEdit';
import { makeProfiles } from './sampleProfiles';

const [stored] = makeProfiles(3);
if (!stored) throw new Error('fixture');
const renderEdit = (permissions: readonly string[] = PERMISSIONS) =>
  renderPage(<ProfileEdit />, {
    path: '/perfiles-roles/editar/:id',
    url: `/perfiles-roles/editar/${stored.id}`,
    permissions,
  });

describe("a profile's access", { timeout: 20_000 }, () => {
  it("'Dar acceso' shows the temporary password once, and says there is no e-mail server", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = fakeApi({
      'GET /profiles/3': [200, stored],
      'GET /profiles/3/access': [200, { access: false, pending: false }],
      'POST /profiles/3/access': [
        201,
        { access: true, pending: true, username: stored.email, password: 'Tm9#kQ2wXyZa4b' },
      ],
    });
    renderEdit();
    expect(await screen.findByText(t.accessNone)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.giveAccess }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t.noMailServer)).toBeInTheDocument();
    expect(within(dialog).getByText(stored.email)).toBeInTheDocument();
    expect(within(dialog).getByTestId('temporary-password')).toHaveTextContent('Tm9#kQ2wXyZa4b');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: t.understood }));
    expect(await screen.findByText(t.accessPending)).toBeInTheDocument();
    expect(screen.queryByText('Tm9#kQ2wXyZa4b')).not.toBeInTheDocument();
    // (By text: happy-dom leaves the page hidden from roles after a modal unmounts.)
    expect(screen.getByText(t.removeAccess).closest('button')).toBeInTheDocument();
  });

  it("'Quitar acceso' asks first, then the profile has none", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = fakeApi({
      'GET /profiles/3': [200, stored],
      'GET /profiles/3/access': [200, { access: true, pending: false }],
      'DELETE /profiles/3/access': [200, { access: false, pending: false }],
    });
    renderEdit();
    expect(await screen.findByText(t.accessActive)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.removeAccess }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(t.confirmRemoveAccessBody)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: t.removeAccess }));
    expect(await screen.findByText(t.accessNone)).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/profiles/3/access' });
  });

  it('is not offered to a user who may not give access, nor is deleting the profile', async () => {
    fakeApi({ 'GET /profiles/3': [200, stored] });
    // A Funcional reads profiles only: this page is the shell's 403 for them; here, its buttons.
    renderEdit(ROLE_PERMISSIONS.Funcional);
    expect(await screen.findByRole('button', { name: t.save })).toBeInTheDocument();
    expect(screen.queryByText(t.accessTitle)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.remove })).not.toBeInTheDocument();
  });
});
