import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { requiredMessage, SMS_LABELS, texts, VOICE_LABELS } from 'shared-ui/schemas';
import type { Settings } from 'shared-ui/types';
import { type Call, enter, fakeApi, renderPage, type Routes, seedData } from 'shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { settingsTexts as t } from '../../texts';
import SettingsPage from './SettingsPage';

const v = texts.validation.common;
const stored = seedData().settings[0]!;
// A regular expression: in happy-dom antd's loading icon never finishes leaving, and joins the name.
const SAVE = /Guardar/;

/** The seed's settings record; PATCH merges the body as the API does (the password never returns). */
const settingsApi = (overrides: Routes = {}) =>
  fakeApi({
    'PATCH /settings/:id': ({ body }: Call) => {
      const { password: _sent, ...rest } = body as Partial<Settings>;
      const { password: _stored, ...served } = stored;
      return [200, { ...served, ...rest }];
    },
    ...overrides,
  });

/** Opens a tab, turns its form to edit mode and returns the form. */
const editTab = async (user: UserEvent, tab: 'voice' | 'sms') => {
  const first = tab === 'voice' ? VOICE_LABELS.primaryproxy : SMS_LABELS.host;
  const field = await screen.findByLabelText(first);
  const form = field.closest('form')!;
  await user.click(within(form).getByRole('button', { name: texts.labels.editInformation }));
  return form;
};

const open = (tab: 'voice' | 'sms') =>
  renderPage(<SettingsPage />, {
    path: '/configuracion/*',
    url: tab === 'sms' ? '/configuracion?tab=sms' : '/configuracion',
  });

/** Sets one field of the open form to `value`, saves, and expects `message` under it. */
const expectRule = async (tab: 'voice' | 'sms', label: string, value: string, message: string) => {
  const api = settingsApi();
  const { user } = open(tab);
  const form = await editTab(user, tab);
  await enter(user, within(form).getByLabelText(label), value);
  await user.click(within(form).getByRole('button', { name: SAVE }));
  expect(await within(form).findByText(message)).toBeInTheDocument();
  expect(api.writes()).toEqual([]);
};

describe('voice settings form', { timeout: 60_000 }, () => {
  it('requires the primary proxy, with the label in the message', () =>
    expectRule('voice', VOICE_LABELS.primaryproxy, '', requiredMessage(VOICE_LABELS.primaryproxy)));

  it('requires the secondary registration server', () =>
    expectRule(
      'voice',
      VOICE_LABELS.secondaryregistraserver,
      '',
      requiredMessage(VOICE_LABELS.secondaryregistraserver),
    ));

  it('refuses a port outside 1-65535', () =>
    expectRule('voice', VOICE_LABELS.localport, '70000', v.port));

  it('refuses a port of 0', () => expectRule('voice', VOICE_LABELS.primaryproxyport, '0', v.port));

  it('refuses a registration expiry that is not a whole number above 0', () =>
    expectRule('voice', VOICE_LABELS.registerexpires, '0', v.positiveInteger));

  it('saves the link-test switch and interval, then leaves edit mode', async () => {
    const api = settingsApi();
    const { user } = open('voice');
    const form = await editTab(user, 'voice');
    await user.click(within(form).getByLabelText(VOICE_LABELS.enablelinktest));
    await enter(user, within(form).getByLabelText(VOICE_LABELS.linktestinterval), '600');
    await user.click(within(form).getByRole('button', { name: SAVE }));
    expect((await screen.findAllByText(t.voiceSaved))[0]).toBeInTheDocument();
    expect(api.writes()).toHaveLength(1);
    expect(api.writes()[0]).toMatchObject({
      method: 'PATCH',
      url: `/settings/${stored.id}`,
      body: { enablelinktest: false, linktestinterval: 600 },
    });
    expect(within(form).getByLabelText(VOICE_LABELS.linktestinterval)).toBeDisabled();
  });

  it('keeps the edits and shows the error modal when the save fails', async () => {
    settingsApi({ 'PATCH /settings/:id': [500, { message: 'Error' }] });
    const { user } = open('voice');
    const form = await editTab(user, 'voice');
    await enter(user, within(form).getByLabelText(VOICE_LABELS.primaryproxy), 'sip9.example.com');
    await user.click(within(form).getByRole('button', { name: SAVE }));
    expect((await screen.findAllByText(texts.errors.sendTitle))[0]).toBeInTheDocument();
    expect(screen.getByText(texts.errors.sendBody)).toBeInTheDocument();
    expect(within(form).getByLabelText(VOICE_LABELS.primaryproxy)).toHaveValue('sip9.example.com');
    expect(within(form).getByLabelText(VOICE_LABELS.primaryproxy)).toBeEnabled();
  });
});

describe('SMS settings form', { timeout: 60_000 }, () => {
  it('requires the user, with the label in the message', () =>
    expectRule('sms', SMS_LABELS.user, '', requiredMessage(SMS_LABELS.user)));

  it('requires the phone', () =>
    expectRule('sms', SMS_LABELS.phone, '', requiredMessage(SMS_LABELS.phone)));

  it('refuses a phone with letters', () =>
    expectRule('sms', SMS_LABELS.phone, '+58 abc', v.numeric));

  it('refuses a port outside 1-65535', () => expectRule('sms', SMS_LABELS.port, '65536', v.port));

  it('saves a new host and phone, with the SMS fields only', async () => {
    const api = settingsApi();
    const { user } = open('sms');
    const form = await editTab(user, 'sms');
    await enter(user, within(form).getByLabelText(SMS_LABELS.host), 'sms3.conectatel.com.ve');
    await enter(user, within(form).getByLabelText(SMS_LABELS.phone), '+584241112233');
    await user.click(within(form).getByRole('button', { name: SAVE }));
    expect((await screen.findAllByText(t.smsSaved))[0]).toBeInTheDocument();
    const [write] = api.writes();
    expect(write?.body).toMatchObject({ host: 'sms3.conectatel.com.ve', phone: '+584241112233' });
    expect(write?.body).not.toHaveProperty('primaryproxy');
  });

  it('keeps the edits and shows the error modal when the save fails', async () => {
    settingsApi({ 'PATCH /settings/:id': [500, { message: 'Error' }] });
    const { user } = open('sms');
    const form = await editTab(user, 'sms');
    await enter(user, within(form).getByLabelText(SMS_LABELS.user), 'otro_usuario');
    await user.click(within(form).getByRole('button', { name: SAVE }));
    expect((await screen.findAllByText(texts.errors.sendTitle))[0]).toBeInTheDocument();
    expect(within(form).getByLabelText(SMS_LABELS.user)).toHaveValue('otro_usuario');
  });

  it('shows the seed record the API serves, without its password', async () => {
    settingsApi();
    open('sms');
    expect(await screen.findByLabelText(SMS_LABELS.host)).toHaveValue(stored.host);
    expect(screen.getByLabelText(SMS_LABELS.password)).toHaveValue('');
  });
});
