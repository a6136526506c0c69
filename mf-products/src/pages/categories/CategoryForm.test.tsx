import { screen, waitFor } from '@testing-library/react';
import { api, errors, validation } from 'shared-ui/texts';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderPage, user } from 'shared-ui/testing';
import { category } from '../samples';
import { actions, list, outcomes } from '../../texts';
import CategoryCreate from './CategoryCreate';
import CategoryEdit from './CategoryEdit';

describe('CategoryCreate', () => {
  it('requires name and category', async () => {
    const { calls } = fakeApi({});
    renderPage(<CategoryCreate />, { path: '/c', url: '/c' });
    await user.click(await screen.findByRole('button', { name: actions.save }));
    expect(await screen.findByText(validation.category.name)).toBeInTheDocument();
    expect(screen.getByText(validation.category.parent)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('creates with status true, then offers another', async () => {
    const { calls } = fakeApi({
      'POST /categories': (c) => [201, { id: 5, ...(c.body as object) }],
    });
    renderPage(<CategoryCreate />, { path: '/c', url: '/c' });
    await user.type(await screen.findByLabelText(list.name), '  Fibra empresarial ');
    await user.click(screen.getByLabelText(list.category));
    await user.click(await screen.findByTitle('Telecom'));
    await user.click(screen.getByRole('button', { name: actions.save }));
    expect(await screen.findByText(outcomes.categoryCreated)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      name: 'Fibra empresarial',
      category: 'telecom',
      status: true,
    });
    await user.click(screen.getByRole('button', { name: actions.createAnotherCategory }));
    await waitFor(() => expect(screen.getByLabelText(list.name)).toHaveValue(''));
  });

  it('says why a name already taken is refused, under the field, and keeps it', async () => {
    fakeApi({
      'POST /categories': [
        400,
        { message: api.invalidBody, errors: { name: api.duplicateCategory } },
      ],
    });
    renderPage(<CategoryCreate />, { path: '/c', url: '/c' });
    await user.type(await screen.findByLabelText(list.name), 'Internet residencial');
    await user.click(screen.getByLabelText(list.category));
    await user.click(await screen.findByTitle('Telecom'));
    await user.click(screen.getByRole('button', { name: actions.save }));
    expect((await screen.findAllByText(errors.sendTitle))[0]).toBeInTheDocument();
    expect(await screen.findByText(api.duplicateCategory)).toBeInTheDocument();
    expect(screen.getByLabelText(list.name)).toHaveValue('Internet residencial');
  });
});

describe('CategoryEdit', () => {
  it('saves the loaded category with status true', async () => {
    const { calls } = fakeApi({
      'GET /categories/7': [200, category(7, { name: 'Vieja', status: false })],
      'PUT /categories/7': (c) => [200, { id: 7, ...(c.body as object) }],
    });
    renderPage(<CategoryEdit />, { path: '/e/:id', url: '/e/7' });
    const name = await screen.findByLabelText(list.name);
    expect(name).toHaveValue('Vieja');
    await user.clear(name);
    await user.type(name, 'Nueva');
    await user.click(screen.getByRole('button', { name: actions.saveChanges }));
    expect(await screen.findByText(outcomes.categoryUpdated)).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ name: 'Nueva', category: 'telecom', status: true });
  });

  it('shows the error page for an unknown id', async () => {
    fakeApi({ 'GET /categories/8': [404, { message: 'Recurso no encontrado' }] });
    renderPage(<CategoryEdit />, { path: '/e/:id', url: '/e/8' });
    expect(await screen.findByText(errors.unexpected)).toBeInTheDocument();
  });
});
