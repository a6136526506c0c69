/** SchemaForm validates with the API's step: a value of the wrong type is a field error, never a crash. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { topUpFormSchema } from '../schemas';
import { validation } from '../texts';
import { SchemaForm } from './SchemaForm';

interface TopUp {
  mont: unknown;
  transaction: string;
}

const topUpForm = (initialValues: TopUp, onSubmit: (values: TopUp) => void) =>
  render(
    <SchemaForm<TopUp>
      id="f"
      schema={topUpFormSchema}
      initialValues={initialValues}
      onSubmit={onSubmit}
    >
      {({ errors }) => (
        <>
          <output>{typeof errors.mont === 'string' ? errors.mont : 'sin error'}</output>
          <button type="submit">Guardar</button>
        </>
      )}
    </SchemaForm>,
  );

describe('SchemaForm', () => {
  // A record from elsewhere (an API answer, a stored draft) may hold anything: yup's own
  // conversion called the object's toString and threw, so the form could neither submit nor say why.
  it.each([
    ['{toString: 1}', { toString: 1 }],
    ['{[Symbol.toPrimitive]: 1}', { [Symbol.toPrimitive]: 1 }],
    ["'25' (a number as text)", '25'],
  ])('refuses %s for a number with the field message', async (_, mont) => {
    const onSubmit = vi.fn();
    topUpForm({ mont, transaction: 'T-1' }, onSubmit);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(validation.topUp.amountPositive),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the same form once the amount is a number', async () => {
    const onSubmit = vi.fn();
    topUpForm({ mont: 25, transaction: ' T-1 ' }, onSubmit);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ mont: 25, transaction: 'T-1' });
    expect(screen.getByRole('status')).toHaveTextContent('sin error');
  });
});
