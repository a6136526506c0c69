import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { texts } from 'shared-ui/schemas';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage, type Routes } from 'shared-ui/testing';
import { bulkTexts, fieldLabels } from '../../texts';
import { BulkImportModal } from './BulkImportModal';

const GOOD = [
  'Ana,Pérez,ana@ejemplo.com,4141234567',
  '"Gómez, Luis",Díaz,luis@ejemplo.com,4241234568',
  'Eva,Rivas,eva@ejemplo.com,4121234569',
];
const csv = (...rows: string[]) => `\uFEFFnombre,apellido,email,telefono\n${rows.join('\n')}\n`;
const file = (text: string, name = 'contactos.csv') => new File([text], name, { type: 'text/csv' });

const setup = (routes: Routes = {}) => {
  const user = userEvent.setup({ delay: null });
  const { calls } = fakeApi(routes);
  const onImported = vi.fn();
  const onClose = vi.fn();
  renderPage(<BulkImportModal open onClose={onClose} onImported={onImported} />, {
    path: '/perfiles-roles/crear',
  });
  const upload = async (f: File) => {
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, f);
  };
  return { user, calls, onImported, onClose, upload };
};

// After a failed submit antd keeps the leaving spinner icon (named 'loading') in happy-dom.
const createButton = new RegExp(bulkTexts.create);
const checkbox = (row: number) => screen.getByRole('checkbox', { name: `${bulkTexts.row} ${row}` });

describe('BulkImportModal', { timeout: 30_000 }, () => {
  it('offers the example CSV for download', () => {
    setup();
    const link = screen.getByRole('link', { name: bulkTexts.sample });
    expect(link).toHaveAttribute('download', bulkTexts.sampleName);
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain(
      'nombre,apellido,email,telefono',
    );
  });

  it('imports the selected good rows with the chosen roles and shows the summary', async () => {
    const { user, calls, onImported, upload } = setup({
      'POST /profiles/bulk': ({ body }) => {
        const { profiles, role } = body as { profiles: unknown[]; role: string[] };
        return [201, { created: profiles, count: profiles.length, role }];
      },
    });
    await upload(file(csv(GOOD[0] ?? '', 'Mal,,malo,41', GOOD[1] ?? '', GOOD[2] ?? '')));

    expect(await screen.findByText(bulkTexts.fileRows('contactos.csv', 4, 1))).toBeInTheDocument();
    expect(screen.getByText('Gómez, Luis')).toBeInTheDocument();
    expect(
      screen.getByText(`${fieldLabels.lastName}: ${texts.validation.profile.lastName}`),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`${fieldLabels.phone}: ${texts.validation.profile.phoneIncomplete}`),
    ).toBeInTheDocument();
    expect(checkbox(2)).toBeDisabled();
    expect(checkbox(2)).not.toBeChecked();
    expect(checkbox(1)).toBeChecked();
    expect(screen.getByText(bulkTexts.selected(3))).toBeInTheDocument();

    await user.click(checkbox(4));
    expect(screen.getByText(bulkTexts.selected(2))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: bulkTexts.next }));

    await user.click(await screen.findByRole('button', { name: createButton }));
    expect(await screen.findByText(texts.validation.bulk.roles)).toBeInTheDocument();
    expect(screen.getByText(texts.validation.bulk.permission)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(screen.getByLabelText(fieldLabels.role));
    await user.click(await screen.findByTitle('Agente'));
    await user.click(await screen.findByTitle('Funcional'));
    await user.click(screen.getByRole('checkbox', { name: bulkTexts.permission }));
    await user.click(screen.getByRole('button', { name: createButton }));

    expect(await screen.findByText(bulkTexts.done)).toBeInTheDocument();
    expect(screen.getByText(bulkTexts.summary(2, ['Agente', 'Funcional']))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bulkTexts.goProfiles })).toHaveAttribute(
      'href',
      '/perfiles-roles/gestionar',
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/profiles/bulk',
        body: {
          profiles: [
            { name: 'Ana', lastName: 'Pérez', email: 'ana@ejemplo.com', phone: '4141234567' },
            {
              name: 'Gómez, Luis',
              lastName: 'Díaz',
              email: 'luis@ejemplo.com',
              phone: '4241234568',
            },
          ],
          role: ['Agente', 'Funcional'],
        },
      },
    ]);
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('refuses more than 100 contacts and non-CSV files', async () => {
    const { upload } = setup();
    const many = Array.from(
      { length: 101 },
      (_, i) => `N${i},A${i},c${i}@ejemplo.com,41412${String(i).padStart(5, '0')}`,
    );
    await upload(file(csv(...many)));
    expect(await screen.findByText(texts.validation.bulk.tooMany)).toBeInTheDocument();
    await upload(file('hola', 'contactos.txt'));
    expect(await screen.findByText(bulkTexts.notCsv)).toBeInTheDocument();
  });

  it('marks the rows the server rejects and lets the user go on without them', async () => {
    const { user, calls, upload } = setup({
      'POST /profiles/bulk': [
        400,
        {
          message: 'Datos inválidos en la fila 2',
          errors: { 'profiles[1].email': texts.api.profileEmailTaken },
        },
      ],
    });
    await upload(file(csv(...GOOD)));
    await user.click(await screen.findByRole('button', { name: bulkTexts.next }));
    await user.click(screen.getByLabelText(fieldLabels.role));
    await user.click(await screen.findByTitle('Agente'));
    await user.click(screen.getByRole('checkbox', { name: bulkTexts.permission }));
    await user.click(screen.getByRole('button', { name: createButton }));

    expect(await screen.findByText(bulkTexts.serverRows)).toBeInTheDocument();
    expect(
      screen.getByText(`${fieldLabels.email}: ${texts.api.profileEmailTaken}`),
    ).toBeInTheDocument();
    await waitFor(() => expect(checkbox(2)).toBeDisabled());
    expect(checkbox(1)).toBeChecked();
    expect(checkbox(3)).toBeChecked();
    expect(screen.getByText(bulkTexts.selected(2))).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    // Back at the roles, the roles picked before are still there.
    await user.click(screen.getByRole('button', { name: bulkTexts.next }));
    expect(await screen.findByTitle('Agente')).toBeInTheDocument();
    // No generic error modal: the table says what is wrong.
    expect(screen.queryByText(texts.errors.sendBody)).not.toBeInTheDocument();
  });

  it('shows the error modal when the import fails for another reason', async () => {
    const { user, upload } = setup({ 'POST /profiles/bulk': [500, { message: 'boom' }] });
    await upload(file(csv(...GOOD)));
    await user.click(await screen.findByRole('button', { name: bulkTexts.next }));
    await user.click(screen.getByLabelText(fieldLabels.role));
    await user.click(await screen.findByTitle('Agente'));
    await user.click(screen.getByRole('checkbox', { name: bulkTexts.permission }));
    await user.click(screen.getByRole('button', { name: createButton }));
    // The bulk modal is a dialog too: wait for the error modal's own text.
    expect(await screen.findByText(texts.errors.sendBody)).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabels.role)).toBeInTheDocument();
  });
});
