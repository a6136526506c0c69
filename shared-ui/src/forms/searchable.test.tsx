import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from 'antd';
import { describe, expect, it } from 'vitest';
import { filterByLabel, searchable } from './searchable';

describe('filterByLabel', () => {
  it('matches the label ignoring case and accents, both ways', () => {
    expect(filterByLabel('telefonia', { value: 7, label: 'Telefonía móvil' })).toBe(true);
    expect(filterByLabel('MÓVIL', { value: 7, label: 'Telefonia movil' })).toBe(true);
    expect(filterByLabel('fibra', { value: 7, label: 'Telefonía móvil' })).toBe(false);
  });

  it('falls back to the title or the value when the label is not text', () => {
    expect(filterByLabel('caracas', { value: 'x', label: <b />, title: 'Sede Caracas' })).toBe(
      true,
    );
    expect(filterByLabel('hfc', { value: 'HFC', label: <b /> })).toBe(true);
    expect(filterByLabel('algo', undefined)).toBe(false);
  });
});

describe('searchable', () => {
  it('lets a Select be filtered by typing an unaccented word', async () => {
    const user = userEvent.setup({ delay: null });
    const options = ['Internet hogar', 'Telefonía fija', 'Televisión satelital'].map(
      (label, i) => ({
        value: i,
        label,
      }),
    );
    render(<Select {...searchable} aria-label="Sub-categoría" options={options} open />);
    await user.type(screen.getByLabelText('Sub-categoría'), 'telefonia');
    const list = document.querySelector('.ant-select-dropdown') as HTMLElement;
    expect(within(list).getByTitle('Telefonía fija')).toBeInTheDocument();
    expect(within(list).queryByTitle('Internet hogar')).not.toBeInTheDocument();
    expect(within(list).queryByTitle('Televisión satelital')).not.toBeInTheDocument();
  });
});
