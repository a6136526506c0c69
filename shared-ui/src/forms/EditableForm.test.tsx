import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { AppProviders } from '../components/AppProviders';
import { labels } from '../texts';
import { EditableForm } from './EditableForm';
import { TextField } from './fields';

const schema = yup.object({ host: yup.string().trim().required('Por favor ingresa el host') });

const renderForm = (onSave = vi.fn(async (v: { host: string }) => v)) => {
  render(
    <MemoryRouter>
      <AppProviders>
        <EditableForm id="sms" schema={schema} saved={{ host: 'sms.example.com' }} onSave={onSave}>
          <TextField name="host" label="Host" required />
        </EditableForm>
      </AppProviders>
    </MemoryRouter>,
  );
  return onSave;
};

describe('EditableForm', { timeout: 20_000 }, () => {
  it('is read-only until "Editar información" and cancel restores the saved values', async () => {
    const user = userEvent.setup();
    renderForm();
    const host = screen.getByLabelText('Host');
    expect(host).toBeDisabled();
    await user.click(screen.getByRole('button', { name: labels.editInformation }));
    expect(host).toBeEnabled();
    await user.clear(host);
    await user.type(host, 'otro.example.com');
    await user.click(screen.getByRole('button', { name: labels.cancelEdit }));
    expect(screen.getByLabelText('Host')).toHaveValue('sms.example.com');
    expect(screen.getByLabelText('Host')).toBeDisabled();
  });

  it('shows the schema message and does not save invalid input', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.click(screen.getByRole('button', { name: labels.editInformation }));
    await user.clear(screen.getByLabelText('Host'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Por favor ingresa el host')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves trimmed values and returns to read-only', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.click(screen.getByRole('button', { name: labels.editInformation }));
    await user.clear(screen.getByLabelText('Host'));
    await user.type(screen.getByLabelText('Host'), '  nuevo.example.com ');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ host: 'nuevo.example.com' }));
    await waitFor(() => expect(screen.getByLabelText('Host')).toBeDisabled());
    expect(screen.getByLabelText('Host')).toHaveValue('nuevo.example.com');
  });

  it('shows what the server kept after saving, even when it equals the first values', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn(async () => ({ host: 'sms.example.com' })));
    await user.click(screen.getByRole('button', { name: labels.editInformation }));
    await user.clear(screen.getByLabelText('Host'));
    await user.type(screen.getByLabelText('Host'), 'otro.example.com');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByLabelText('Host')).toHaveValue('sms.example.com'));
    expect(screen.getByLabelText('Host')).toBeDisabled();
  });
});
