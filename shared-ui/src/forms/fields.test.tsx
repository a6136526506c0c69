import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { AppProviders } from '../components/AppProviders';
import { labels } from '../texts';
import { CheckboxField, DateField, SelectField } from './fields';
import { SchemaForm } from './SchemaForm';

describe('SelectField', { timeout: 60_000 }, () => {
  it('searches the options by their label, not their value', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <SchemaForm id="f" schema={yup.object()} initialValues={{ ids: [] }} onSubmit={() => {}}>
        {() => (
          <SelectField
            name="ids"
            label="Perfiles"
            mode="multiple"
            options={[
              { value: 1, label: 'Ana Pérez' },
              { value: 2, label: 'Luis Rojas' },
            ]}
          />
        )}
      </SchemaForm>,
    );
    await user.click(screen.getByLabelText('Perfiles'));
    await user.keyboard('rojas');
    expect(document.querySelector('.ant-select-item-option[title="Luis Rojas"]')).not.toBeNull();
    expect(document.querySelector('.ant-select-item-option[title="Ana Pérez"]')).toBeNull();
  });

  it('says it is loading while its options are on their way', async () => {
    const user = userEvent.setup({ delay: null });
    const field = (loading: boolean) => (
      <SchemaForm id="f" schema={yup.object()} initialValues={{ kind: '' }} onSubmit={() => {}}>
        {() => (
          <SelectField
            name="kind"
            label="Tipo"
            loading={loading}
            options={loading ? [] : [{ value: 'a', label: 'Alfa' }]}
          />
        )}
      </SchemaForm>
    );
    const { rerender } = render(field(true));
    const select = screen.getByLabelText('Tipo');
    expect(select).toHaveAttribute('aria-busy', 'true');
    await user.click(select);
    expect(await screen.findByText(labels.loading)).toBeInTheDocument();
    rerender(field(false));
    expect(select).not.toHaveAttribute('aria-busy');
    expect(await screen.findByTitle('Alfa')).toBeInTheDocument();
  });
});

describe('DateField', () => {
  it('takes a typed date on Enter without submitting the form', async () => {
    const onSubmit = vi.fn();
    render(
      <MemoryRouter>
        <AppProviders>
          <SchemaForm
            id="f"
            schema={yup.object({ day: yup.string() })}
            initialValues={{ day: '' }}
            onSubmit={onSubmit}
          >
            {({ values }) => (
              <>
                <DateField name="day" label="Día" />
                <output>{values.day}</output>
                <button type="submit">Guardar</button>
              </>
            )}
          </SchemaForm>
        </AppProviders>
      </MemoryRouter>,
    );
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Día'), '01/02/2027{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2027-02-01'));
    expect(onSubmit).not.toHaveBeenCalled();
  }, 30_000);
});

describe('CheckboxField', () => {
  it('clears its error as soon as it is ticked', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <SchemaForm
        id="f"
        schema={yup.object({ ok: yup.boolean().oneOf([true], 'Acepte los permisos') })}
        initialValues={{ ok: false }}
        onSubmit={() => {}}
      >
        {({ errors }) => (
          <>
            <CheckboxField name="ok">Acepto</CheckboxField>
            <output>{errors.ok ?? 'sin error'}</output>
            <button type="submit">Enviar</button>
          </>
        )}
      </SchemaForm>,
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Acepte los permisos');
    await user.click(screen.getByRole('checkbox', { name: 'Acepto' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('sin error'));
    // formik and yup validate in promises, with no timer: once the next macrotask has run, every
    // validation the tick started has answered, one of the old value included, had it run.
    await act(() => new Promise<void>((settle) => setTimeout(settle, 0)));
    expect(screen.getByRole('status')).toHaveTextContent('sin error');
  });
});
