import { screen } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { locationOf, renderPage, user } from '../testing';
import { EXPORT_LABEL } from './ExportCsvButton';
import { ListActions } from './ListActions';

const columns = [{ header: 'Nombre', value: (r: { name: string }) => r.name }];

describe('ListActions', { timeout: 60_000 }, () => {
  it('shows export, the list’s own buttons and create, in that order', async () => {
    const { router } = renderPage(
      <ListActions
        csv={{ name: 'perfiles', rows: [{ name: 'Ana' }], columns }}
        create={{ label: 'Crear perfil', to: '/perfiles-roles/crear' }}
      >
        <Button>Creación masiva</Button>
      </ListActions>,
      { path: '/perfiles-roles/gestionar' },
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      EXPORT_LABEL,
      'Creación masiva',
      'Crear perfil',
    ]);
    expect(screen.getByRole('button', { name: EXPORT_LABEL })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Crear perfil' }));
    expect(locationOf(router)).toBe('/perfiles-roles/crear');
  });

  it('disables the export with no rows, and leaves out what is not given', () => {
    renderPage(<ListActions csv={{ name: 'campanas', rows: [], columns }} />);
    expect(screen.getByRole('button', { name: EXPORT_LABEL })).toBeDisabled();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
