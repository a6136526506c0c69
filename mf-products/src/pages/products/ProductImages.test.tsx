import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { AppProviders } from 'shared-ui';
import { api as apiTexts, uploads } from 'shared-ui/texts';
import { describe, expect, it } from 'vitest';
import { fakeApi } from 'shared-ui/testing';
import { productFields, uploadRefusedTitle } from '../../texts';
import { ProductImages } from './ProductImages';
import { pdfPlaceholder } from './uploadRules';

// Files the picker would hide (accept) must still reach the form's own check.
const user = userEvent.setup({ delay: null, applyAccept: false });

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

const renderImages = (images: string[] = []) => {
  render(
    <AppProviders>
      <Formik initialValues={{ images }} onSubmit={() => {}}>
        {({ values }) => (
          <>
            <ProductImages />
            <output>{values.images.join(' ')}</output>
          </>
        )}
      </Formik>
    </AppProviders>,
  );
  return screen.getByLabelText(productFields.images) as HTMLInputElement;
};

const echoUploads = () =>
  fakeApi({
    'POST /uploads': (c) => [
      201,
      (c.body as FormData).getAll('files').map((f) => ({
        name: (f as File).name,
        url: `http://api/uploads/${(f as File).name}`,
        type: 'image/png',
        size: (f as File).size,
      })),
    ],
  });

describe('ProductImages', () => {
  it('uploads a picture as multipart `files`, says so and keeps its URL', async () => {
    const { calls } = echoUploads();
    const input = renderImages();
    await user.upload(input, file('foto.png'));
    expect(await screen.findByText(uploads.success('foto.png'))).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('http://api/uploads/foto.png');
    expect(calls).toHaveLength(1);
    expect((calls[0]!.body as FormData).getAll('files')).toHaveLength(1);
  });

  it('refuses other types and big files before sending, with a visible message', async () => {
    const { calls } = echoUploads();
    const input = renderImages();
    await user.upload(input, [file('notas.txt'), file('grande.png', 3 * 1024 * 1024)]);
    // The lasting alert under the field (the toasts say the same for a few seconds).
    const alert = (await screen.findByText(uploadRefusedTitle)).closest('[role="alert"]');
    expect(alert).toHaveTextContent(`notas.txt: ${apiTexts.uploadType}`);
    expect(alert).toHaveTextContent(`grande.png: ${apiTexts.uploadSize}`);
    expect(calls).toHaveLength(0);
  });

  it('takes at most 5 files', async () => {
    const { calls } = echoUploads();
    const input = renderImages(['http://api/uploads/a.png', 'http://api/uploads/b.png']);
    await user.upload(
      input,
      ['c', 'd', 'e', 'f'].map((n) => file(`${n}.jpg`)),
    );
    expect(await screen.findAllByText(`f.jpg: ${apiTexts.uploadCount}`)).not.toHaveLength(0);
    await waitFor(() => expect(calls).toHaveLength(3));
    await waitFor(() => expect(screen.getByRole('status').textContent?.split(' ')).toHaveLength(5));
  });

  it('reports a failed upload per file', async () => {
    fakeApi({ 'POST /uploads': [400, { message: apiTexts.uploadType }] });
    const input = renderImages();
    await user.upload(input, file('roto.png'));
    expect(await screen.findByText(uploads.failure('roto.png'))).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows a placeholder picture for a pdf and lists pictures first', async () => {
    echoUploads();
    const input = renderImages(['http://api/uploads/ficha.pdf']);
    await user.upload(input, file('foto.png'));
    await screen.findByText(uploads.success('foto.png'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'http://api/uploads/foto.png http://api/uploads/ficha.pdf',
    );
    const thumbs = screen.getAllByRole('img').map((img) => img.getAttribute('src'));
    expect(thumbs).toContain(pdfPlaceholder);
  });
});
