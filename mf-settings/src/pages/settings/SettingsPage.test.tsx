import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from 'shared-ui';
import {
  requiredMessage,
  SMS_FIELDS,
  SMS_LABELS,
  texts,
  VOICE_FIELDS,
  VOICE_LABELS,
} from 'shared-ui/schemas';
import { ApiError, api } from 'shared-ui/session';
import { api as apiTexts } from 'shared-ui/texts';
import { seedData } from 'shared-ui/testing';
import type { Settings } from 'shared-ui/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SettingsPage from './SettingsPage';
import { settingsTexts as t } from '../../texts';

// The machine running the suite may be busy: give antd's modals time to appear.
configure({ asyncUtilTimeout: 5_000 });

/** The mock API's seed record (the tests below name its values). */
const record: Settings = seedData().settings[0]!;

/** As the API answers: the gateway password is never sent back. */
const { password: _secret, ...served } = record;

const mockApi = () => {
  vi.spyOn(api, 'get').mockImplementation(async <T,>() => [served] as T);
  return vi.spyOn(api, 'patch').mockImplementation(async <T,>(_url: string, body: unknown) => {
    const { password: _sent, ...rest } = body as Partial<Settings>;
    return { ...served, ...rest } as T;
  });
};

const renderSettings = (path = '/configuracion') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <Routes>
          <Route path="/configuracion/*" element={<SettingsPage />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );

const { editInformation, cancelEdit } = texts.labels;
// A regular expression: in happy-dom antd's loading icon never finishes leaving, and joins the name.
const SAVE = /Guardar/;

describe('SettingsPage', { timeout: 60_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows every voice field read-only, and cancel restores the saved values', async () => {
    mockApi();
    const user = userEvent.setup();
    renderSettings();
    const proxy = await screen.findByLabelText(VOICE_LABELS.primaryproxy);
    for (const field of VOICE_FIELDS) {
      expect(screen.getByLabelText(VOICE_LABELS[field])).toBeDisabled();
    }
    expect(proxy).toHaveValue('sip1.conectatel.com.ve');
    expect(screen.getByLabelText(VOICE_LABELS.enablelinktest)).toBeChecked();

    await user.click(screen.getAllByRole('button', { name: editInformation })[0]!);
    expect(proxy).toBeEnabled();
    await user.clear(proxy);
    await user.type(proxy, 'otro.proxy.com');
    await user.click(screen.getByLabelText(VOICE_LABELS.unregister));
    await user.click(screen.getByRole('button', { name: cancelEdit }));

    expect(screen.getByLabelText(VOICE_LABELS.primaryproxy)).toHaveValue('sip1.conectatel.com.ve');
    expect(screen.getByLabelText(VOICE_LABELS.unregister)).not.toBeChecked();
    expect(screen.getByLabelText(VOICE_LABELS.primaryproxy)).toBeDisabled();
  });

  it('saves the voice tab with a PATCH of its fields only, then shows the success modal', async () => {
    const patch = mockApi();
    const user = userEvent.setup();
    renderSettings();
    await user.click((await screen.findAllByRole('button', { name: editInformation }))[0]!);
    const interval = screen.getByLabelText(VOICE_LABELS.linktestinterval);
    await user.clear(interval);
    await user.type(interval, '900');
    await user.click(screen.getByRole('button', { name: SAVE }));

    expect((await screen.findAllByText(t.voiceSaved))[0]).toBeInTheDocument();
    expect(patch).toHaveBeenCalledTimes(1);
    const [url, body] = patch.mock.calls[0]!;
    expect(url).toBe('/settings/1');
    expect(Object.keys(body as object).sort()).toEqual([...VOICE_FIELDS].sort());
    expect(body).toMatchObject({ linktestinterval: 900, primaryproxy: record.primaryproxy });
    expect(screen.getByLabelText(VOICE_LABELS.linktestinterval)).toBeDisabled();
    expect(screen.getByLabelText(VOICE_LABELS.linktestinterval)).toHaveValue('900');
  });

  it('saves the SMS tab with its fields only, and validates with the shared schema', async () => {
    const patch = mockApi();
    const user = userEvent.setup();
    renderSettings('/configuracion?tab=sms');
    const host = await screen.findByLabelText(SMS_LABELS.host);
    const panel = host.closest('form')!;
    await user.click(within(panel).getByRole('button', { name: editInformation }));
    await user.clear(host);
    await user.click(within(panel).getByRole('button', { name: SAVE }));
    expect(await within(panel).findByText(requiredMessage(SMS_LABELS.host))).toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();

    await user.type(host, 'sms2.conectatel.com.ve');
    await user.click(within(panel).getByRole('button', { name: SAVE }));
    expect((await screen.findAllByText(t.smsSaved))[0]).toBeInTheDocument();
    expect(patch).toHaveBeenCalledTimes(1);
    const [url, body] = patch.mock.calls[0]!;
    expect(url).toBe('/settings/1');
    expect(Object.keys(body as object).sort()).toEqual([...SMS_FIELDS].sort());
    expect(body).toMatchObject({ host: 'sms2.conectatel.com.ve', port: 5060 });
  });

  it('leaves the password empty with a hint, and an empty one on save keeps the stored one', async () => {
    const patch = mockApi();
    const user = userEvent.setup();
    renderSettings('/configuracion?tab=sms');
    const password = await screen.findByLabelText(SMS_LABELS.password);
    expect(password).toHaveValue('');
    expect(screen.getByText(t.passwordHint)).toBeInTheDocument();
    const panel = password.closest('form')!;
    await user.click(within(panel).getByRole('button', { name: editInformation }));
    await user.click(within(panel).getByRole('button', { name: SAVE }));
    expect((await screen.findAllByText(t.smsSaved))[0]).toBeInTheDocument();
    expect(patch.mock.calls[0]?.[1]).toMatchObject({ password: '', host: record.host });

    // A new one travels as typed, and the field is empty again once saved.
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await user.click(within(panel).getByRole('button', { name: editInformation }));
    await user.type(screen.getByLabelText(SMS_LABELS.password), 'Nueva-Clave-1');
    await user.click(within(panel).getByRole('button', { name: SAVE }));
    await vi.waitFor(() => expect(patch).toHaveBeenCalledTimes(2));
    expect(patch.mock.calls[1]?.[1]).toMatchObject({ password: 'Nueva-Clave-1' });
    await vi.waitFor(() => expect(screen.getByLabelText(SMS_LABELS.password)).toHaveValue(''));
  });

  it('asks for the password again when the API refuses a new host without it', async () => {
    const patch = mockApi().mockRejectedValueOnce(
      new ApiError(apiTexts.invalidBody, 400, { password: apiTexts.settingsPasswordAgain }),
    );
    const user = userEvent.setup();
    renderSettings('/configuracion?tab=sms');
    const host = await screen.findByLabelText(SMS_LABELS.host);
    const panel = host.closest('form')!;
    await user.click(within(panel).getByRole('button', { name: editInformation }));
    await user.clear(host);
    await user.type(host, 'otro.ejemplo.com');
    await user.click(within(panel).getByRole('button', { name: SAVE }));
    expect(await within(panel).findByText(apiTexts.settingsPasswordAgain)).toBeInTheDocument();
    expect(patch.mock.calls[0]?.[1]).toMatchObject({ host: 'otro.ejemplo.com', password: '' });

    await user.type(screen.getByLabelText(SMS_LABELS.password), 'Clave-Pasarela-1');
    await user.click(within(panel).getByRole('button', { name: SAVE }));
    expect((await screen.findAllByText(t.smsSaved))[0]).toBeInTheDocument();
    expect(patch.mock.calls[1]?.[1]).toMatchObject({
      host: 'otro.ejemplo.com',
      password: 'Clave-Pasarela-1',
    });
  });

  it('shows the error page when the settings cannot be loaded', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new Error('down'));
    renderSettings();
    expect(await screen.findByText(texts.errors.unexpected)).toBeInTheDocument();
  });
});
