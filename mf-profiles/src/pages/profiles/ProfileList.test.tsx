import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { texts } from 'shared-ui/schemas';
import { describe, expect, it } from 'vitest';
import { enter, fakeApi, renderPage } from 'shared-ui/testing';
import { makeProfiles } from './sampleProfiles';
import { bulkTexts, profileTexts } from '../../texts';
import ProfileList from './ProfileList';

const renderList = () => renderPage(<ProfileList />, { path: '/perfiles-roles/gestionar' });
const bodyRows = () => screen.getAllByRole('row').filter((r) => r.closest('tbody'));

describe('ProfileList', { timeout: 20_000 }, () => {
  it('shows the newest 20, then 20 more per "Mostrar más registros"', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({ 'GET /profiles': [200, makeProfiles(45)] });
    renderList();
    expect(await screen.findByText('Nombre45 Apellido45')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    expect(screen.queryByText('Nombre25 Apellido25')).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: texts.labels.showMore });
    await user.click(more);
    expect(bodyRows()).toHaveLength(40);
    await user.click(more);
    expect(bodyRows()).toHaveLength(45);
    expect(more).toBeDisabled();
    expect(screen.getByText(profileTexts.shown(45, 45))).toBeInTheDocument();
  });

  it('shows roles as tags, the phone with +58 and "Sin asignar" without a campaign', async () => {
    fakeApi({ 'GET /profiles': [200, makeProfiles(3)] });
    renderList();
    const row = (await screen.findByText('Nombre3 Apellido3')).closest('tr') as HTMLElement;
    expect(within(row).getByText(texts.labels.unassigned)).toBeInTheDocument();
    expect(within(row).getByText('Agente')).toHaveClass('ant-tag');
    expect(within(row).getByText('+58 4141200003')).toBeInTheDocument();
    const second = screen.getByText('Nombre2 Apellido2').closest('tr') as HTMLElement;
    expect(within(second).getByText('Administrativo')).toBeInTheDocument();
    expect(within(second).getByText('Funcional')).toBeInTheDocument();
    expect(within(second).getByText('Campaña 01')).toBeInTheDocument();
  });

  it('searches by name across every row, not only the shown ones', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({ 'GET /profiles': [200, makeProfiles(45)] });
    renderList();
    await screen.findByText('Nombre45 Apellido45');
    await enter(user, screen.getByLabelText(profileTexts.search), 'nombre3 apellido3');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByText('Nombre3 Apellido3')).toBeInTheDocument();
    await enter(user, screen.getByLabelText(profileTexts.search), 'nadie');
    expect(await screen.findByText(profileTexts.noMatches)).toBeInTheDocument();
  });

  it('opens the edit page of a row', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({ 'GET /profiles': [200, makeProfiles(2)] });
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Editar Nombre1 Apellido1' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/perfiles-roles/editar/1');
  });

  it('opens the bulk import from "Creación masiva"', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({ 'GET /profiles': [200, makeProfiles(2)] });
    renderList();
    await user.click(await screen.findByRole('button', { name: texts.labels.bulkCreate }));
    expect(await screen.findByText(bulkTexts.uploadTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bulkTexts.sample })).toBeInTheDocument();
  });

  it('shows an empty state without profiles', async () => {
    fakeApi({ 'GET /profiles': [200, []] });
    renderList();
    expect(await screen.findByText(profileTexts.empty)).toBeInTheDocument();
  });

  it('shows the error page when the list cannot load', async () => {
    fakeApi({ 'GET /profiles': [500, { message: 'boom' }] });
    renderList();
    expect(await screen.findByText(texts.errors.unexpected)).toBeInTheDocument();
  });
});
