import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { SchemaForm } from './SchemaForm';
import { SelectField } from './fields';

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
});
