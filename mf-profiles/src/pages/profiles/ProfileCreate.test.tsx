import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PROFILE_CAMPAIGN, texts } from 'shared-ui/schemas';
import { validProfile } from 'shared-ui/fixtures';
import { describe, expect, it } from 'vitest';
import { enter, fakeApi, renderPage } from 'shared-ui/testing';
import { fieldLabels, profileTexts } from '../../texts';
import ProfileCreate from './ProfileCreate';

const { profile: m } = texts.validation;

const renderCreate = () => renderPage(<ProfileCreate />, { path: '/perfiles-roles/crear' });

const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await enter(user, screen.getByLabelText(fieldLabels.name), validProfile.name);
  await enter(user, screen.getByLabelText(fieldLabels.lastName), validProfile.lastName);
  await enter(user, screen.getByLabelText(fieldLabels.email), validProfile.email);
  await enter(user, screen.getByLabelText(fieldLabels.phone), validProfile.phone);
  await user.click(screen.getByLabelText(fieldLabels.role));
  await user.click(await screen.findByTitle('Agente'));
};

describe('ProfileCreate', { timeout: 20_000 }, () => {
  it('shows one phone message at a time: required, then numeric, then incomplete', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({});
    renderCreate();
    const phone = screen.getByLabelText(fieldLabels.phone);
    await user.click(screen.getByRole('button', { name: profileTexts.create }));
    expect(await screen.findByText(m.phoneRequired)).toBeInTheDocument();
    await user.type(phone, '41a');
    expect(await screen.findByText(m.phoneNumeric)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(m.phoneIncomplete)).not.toBeInTheDocument());
    await user.clear(phone);
    await user.type(phone, '414123');
    expect(await screen.findByText(m.phoneIncomplete)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(m.phoneNumeric)).not.toBeInTheDocument());
    await user.type(phone, '4567');
    await waitFor(() => expect(screen.queryByText(m.phoneIncomplete)).not.toBeInTheDocument());
  });

  it('shows the VE +58 prefix and takes at most 10 characters', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({});
    renderCreate();
    const phone = screen.getByLabelText(fieldLabels.phone);
    expect(phone).toHaveAttribute('maxlength', '10');
    expect(screen.getByText('+58')).toBeInTheDocument();
    await user.type(phone, '414123456789');
    expect(phone).toHaveValue('4141234567');
  });

  it('requires name, last name, email and roles with SPEC texts', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({});
    renderCreate();
    await user.click(screen.getByRole('button', { name: profileTexts.create }));
    for (const message of [m.name, m.lastName, m.email, m.role]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('creates the profile with the fixed campaign and offers to create another', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = fakeApi({ 'POST /profiles': [201, { id: 99, ...validProfile }] });
    renderCreate();
    expect(screen.getByLabelText(fieldLabels.campain)).toHaveValue(DEFAULT_PROFILE_CAMPAIGN);
    expect(screen.getByLabelText(fieldLabels.campain)).toBeDisabled();
    await fill(user);
    await user.click(screen.getByRole('button', { name: profileTexts.create }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(profileTexts.created)).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: '/profiles',
      body: { ...validProfile, campain: DEFAULT_PROFILE_CAMPAIGN },
    });
    await user.click(
      within(dialog).getByRole('button', { name: texts.labels.createAnotherProfile }),
    );
    await waitFor(() => expect(screen.getByLabelText(fieldLabels.name)).toHaveValue(''));
  });

  it('goes to the dashboard from the success modal', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({ 'POST /profiles': [201, { id: 99, ...validProfile }] });
    renderCreate();
    await fill(user);
    await user.click(screen.getByRole('button', { name: profileTexts.create }));
    await user.click(await screen.findByRole('button', { name: profileTexts.goDashboard }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('keeps what was typed and shows the error modal when the save fails', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({ 'POST /profiles': [500, { message: 'boom' }] });
    renderCreate();
    await fill(user);
    await user.click(screen.getByRole('button', { name: profileTexts.create }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(texts.errors.sendBody)).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabels.name)).toHaveValue(validProfile.name);
    expect(screen.getByLabelText(fieldLabels.phone)).toHaveValue(validProfile.phone);
  });
});
