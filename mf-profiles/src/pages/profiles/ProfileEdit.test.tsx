import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { texts } from 'shared-ui/schemas';
import { describe, expect, it } from 'vitest';
import { enter, fakeApi, renderPage } from 'shared-ui/testing';
import { makeProfiles } from './sampleProfiles';
import { fieldLabels, profileTexts } from '../../texts';
import ProfileEdit from './ProfileEdit';

const [stored] = makeProfiles(3);
if (!stored) throw new Error('fixture');
const renderEdit = (id: string | number = stored.id) =>
  renderPage(<ProfileEdit />, {
    path: '/perfiles-roles/editar/:id',
    url: `/perfiles-roles/editar/${id}`,
  });

describe('ProfileEdit', { timeout: 20_000 }, () => {
  it('loads the profile, saves the change and offers campaigns or profiles', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = fakeApi({
      'GET /profiles/3': [200, stored],
      'PUT /profiles/3': ({ body }) => [200, { ...stored, ...(body as object) }],
    });
    renderEdit();
    const name = await screen.findByLabelText(fieldLabels.name);
    expect(name).toHaveValue(stored.name);
    expect(screen.getByLabelText(fieldLabels.campain)).toHaveValue(stored.campain);
    await enter(user, name, 'Renombrado');
    await user.click(screen.getByRole('button', { name: profileTexts.save }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(profileTexts.updated)).toBeInTheDocument();
    expect(calls.at(-1)?.body).toMatchObject({
      name: 'Renombrado',
      campain: stored.campain,
      role: stored.role,
    });
    await user.click(within(dialog).getByRole('button', { name: profileTexts.goCampaigns }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/campaigns/gestionar');
  });

  it('deletes after confirmation, then says the deletion is confirmed by email', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = fakeApi({
      'GET /profiles/3': [200, stored],
      'DELETE /profiles/3': [200, { deleted: true, id: 3 }],
    });
    renderEdit();
    await user.click(await screen.findByRole('button', { name: profileTexts.remove }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(profileTexts.confirmRemoveBody)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: profileTexts.remove }));
    expect(await screen.findByText(profileTexts.checkEmail)).toBeInTheDocument();
    expect(screen.getByText(profileTexts.checkEmailBody)).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/profiles/3' });
    await user.click(screen.getByRole('button', { name: profileTexts.goProfiles }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/perfiles-roles/gestionar');
  });

  it('does not delete when the confirmation is cancelled', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = fakeApi({ 'GET /profiles/3': [200, stored] });
    const view = renderEdit();
    const remove = await within(view.container).findByRole('button', {
      name: profileTexts.remove,
    });
    await user.click(remove);
    // The button stays busy from the press until the whole run has ended (a delete and its
    // answer included, had one been sent).
    await waitFor(() => expect(remove).toHaveClass('ant-btn-loading'));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(remove).not.toHaveClass('ant-btn-loading'));
    expect(screen.queryByText(profileTexts.checkEmail)).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('shows the error page for an unknown id', async () => {
    fakeApi({});
    renderEdit(999);
    expect(await screen.findByText(texts.errors.unexpected)).toBeInTheDocument();
  });

  it('shows the error page for an id that is not a number', async () => {
    const { calls } = fakeApi({});
    renderEdit('abc');
    expect(await screen.findByText(texts.errors.unexpected)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
