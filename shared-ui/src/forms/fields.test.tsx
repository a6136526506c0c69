import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { AppProviders } from '../components/AppProviders';
import { DateField } from './fields';
import { SchemaForm } from './SchemaForm';

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
