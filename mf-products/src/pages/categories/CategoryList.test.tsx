import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderPage, user } from 'shared-ui/testing';
import { category } from '../samples';
import { confirmTexts, list, nouns } from '../../texts';
import CategoryList from './CategoryList';

const rows = [
  category(3, { name: 'Internet empresarial' }),
  category(2, { name: 'Internet residencial' }),
  category(1, { name: 'Telefonía fija', status: false }),
];

const open = () =>
  renderPage(<CategoryList />, {
    path: '/productos/categorias/gestionar',
    url: '/productos/categorias/gestionar',
  });

describe('CategoryList', () => {
  it('splits by status and searches by name', async () => {
    fakeApi({ 'GET /categories': [200, rows] });
    open();
    expect(await screen.findByRole('tab', { name: 'Activos (2)' })).toBeInTheDocument();
    expect(screen.getByText('Internet empresarial')).toBeInTheDocument();
    expect(screen.queryByText('Telefonía fija')).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'resid');
    await waitFor(() => expect(screen.queryByText('Internet empresarial')).not.toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: 'Inactivos (0)' }));
    expect(await screen.findByText('Ningún registro coincide con la búsqueda')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    expect(await screen.findByText('Telefonía fija')).toBeInTheDocument();
  });

  it('switches the status only after confirmation', async () => {
    const { calls } = fakeApi({
      'GET /categories': [200, rows],
      'PATCH /categories/:id': (c) => [200, { ...rows[1], ...(c.body as object) }],
    });
    open();
    const toggle = await screen.findByRole('switch', {
      name: `${list.status} de Internet residencial`,
    });
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      confirmTexts.status(nouns.category, 'Internet residencial', false),
    );
    // The switch is busy until the whole run has ended, a change included had one been sent.
    expect(toggle).toHaveClass('ant-switch-loading');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(toggle).not.toHaveClass('ant-switch-loading'));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    expect(toggle).toBeChecked();

    await user.click(toggle);
    const again = (await screen.findAllByRole('dialog')).at(-1) as HTMLElement;
    await user.click(within(again).getByRole('button', { name: list.deactivate }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
        url: '/categories/2',
        body: { status: false },
      }),
    );
    expect(
      await screen.findAllByText(confirmTexts.statusDone(nouns.category, false)),
    ).not.toHaveLength(0);
  });

  it('deletes after confirmation', async () => {
    const { calls } = fakeApi({
      'GET /categories': [200, rows],
      'DELETE /categories/:id': [200, {}],
    });
    open();
    await user.click(
      await screen.findByRole('button', { name: `${list.delete} Internet empresarial` }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: list.delete }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ url: '/categories/3' }),
    );
  });
});
