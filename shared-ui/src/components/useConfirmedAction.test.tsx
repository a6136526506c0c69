import { screen, waitFor, within } from '@testing-library/react';
import { Button } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { api } from '../session/api';
import { fakeApi, type Reply, renderPage, user } from '../testing';
import { errors } from '../texts';
import { type ActionOutcome, useConfirmedAction } from './useConfirmedAction';

interface Row {
  id: number;
  name: string;
}

/** A list with one 'Eliminar' a row, its loads counted on screen, as a page would use the hook. */
function List({ done }: { done?: (name: string) => ActionOutcome | undefined }) {
  const [rows, setRows] = useState<Row[]>([
    { id: 1, name: 'Soporte' },
    { id: 2, name: 'Ventas' },
  ]);
  const [loads, setLoads] = useState(0);
  const [last, setLast] = useState<string>('');
  const { run, isBusy } = useConfirmedAction<number>(async () => {
    setRows(await api.get<Row[]>('/rows'));
    setLoads((n) => n + 1);
  });
  return (
    <>
      <p>Cargas: {loads}</p>
      <p>Resultado: {last}</p>
      {rows.map((r) => (
        <Button
          key={r.id}
          danger
          loading={isBusy(r.id)}
          onClick={async () => {
            const ok = await run(r.id, {
              title: `¿Eliminar «${r.name}»?`,
              okText: 'Eliminar',
              danger: true,
              call: () => api.delete(`/rows/${r.id}`),
              done: () => done?.(r.name),
            });
            setLast(String(ok));
          }}
        >
          Eliminar {r.name}
        </Button>
      ))}
    </>
  );
}

/** DELETE /rows/:id answers when the test says so; GET /rows lists what is left. */
function slowApi(status = 200) {
  let answer: () => void = () => undefined;
  let left = [{ id: 2, name: 'Ventas' }];
  const api = fakeApi({
    'GET /rows': () => [200, left],
    'DELETE /rows/:id': () =>
      new Promise<Reply>((resolve) => {
        answer = () => {
          if (status === 200) left = left.filter((r) => r.id !== 2);
          resolve(status === 200 ? [200, { deleted: true }] : [status, { message: 'boom' }]);
        };
      }),
  });
  return {
    ...api,
    answer: () => answer(),
    deletes: () => api.calls.filter((c) => c.method === 'DELETE'),
  };
}

const dialog = () => screen.getByRole('dialog');
const okOf = (d: HTMLElement) => within(d).getByRole('button', { name: 'Eliminar' });

describe('useConfirmedAction', { timeout: 60_000 }, () => {
  it('sends one request for a double click on the confirmation OK, spinning until it ends', async () => {
    const api = slowApi();
    renderPage(<List done={(name) => ({ message: `Se eliminó «${name}»` })} />);
    const remove = screen.getByRole('button', { name: 'Eliminar Soporte' });

    await user.dblClick(remove);
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    expect(remove).toHaveClass('ant-btn-loading');

    const ok = okOf(dialog());
    await user.dblClick(ok);
    await user.click(ok);
    await waitFor(() => expect(ok).toHaveClass('ant-btn-loading'));
    expect(api.deletes()).toHaveLength(1);

    api.answer();
    expect(await screen.findByText('Se eliminó «Soporte»')).toBeInTheDocument();
    expect(await screen.findByText('Cargas: 1')).toBeInTheDocument();
    expect(screen.getByText('Resultado: true')).toBeInTheDocument();
    expect(api.deletes()).toEqual([{ method: 'DELETE', url: '/rows/1', body: undefined }]);
    // The refresh listed what is left.
    expect(screen.queryByRole('button', { name: 'Eliminar Soporte' })).not.toBeInTheDocument();
  });

  it('keeps the row busy until the refresh has ended', async () => {
    let listed: (reply: Reply) => void = () => undefined;
    const api = fakeApi({
      'DELETE /rows/:id': [200, { deleted: true }],
      'GET /rows': () => new Promise<Reply>((resolve) => (listed = resolve)),
    });
    renderPage(<List />);
    const remove = screen.getByRole('button', { name: 'Eliminar Soporte' });
    await user.click(remove);
    await user.click(okOf(await screen.findByRole('dialog')));
    await waitFor(() => expect(api.calls.map((c) => c.method)).toEqual(['DELETE', 'GET']));
    // The list is still loading: the row stays busy and a click now asks nothing.
    const asked = screen.getAllByRole('dialog').length;
    await user.click(remove);
    expect(screen.getAllByRole('dialog')).toHaveLength(asked);
    expect(remove).toHaveClass('ant-btn-loading');
    listed([200, []]);
    expect(await screen.findByText('Cargas: 1')).toBeInTheDocument();
  });

  it('sends nothing and refreshes nothing when cancelled', async () => {
    const api = slowApi();
    renderPage(<List />);
    await user.click(screen.getByRole('button', { name: 'Eliminar Soporte' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }),
    );
    expect(await screen.findByText('Resultado: false')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    expect(screen.getByText('Cargas: 0')).toBeInTheDocument();
  });

  it('on a failure leaves the error modal to the client: no success, no refresh', async () => {
    const api = slowApi(500);
    renderPage(<List done={() => ({ success: 'Eliminado' })} />);
    await user.click(screen.getByRole('button', { name: 'Eliminar Soporte' }));
    await user.click(okOf(await screen.findByRole('dialog')));
    api.answer();
    expect(await screen.findByText('Resultado: false')).toBeInTheDocument();
    expect(screen.queryByText('Eliminado')).not.toBeInTheDocument();
    expect(screen.getByText('Cargas: 0')).toBeInTheDocument();
  });

  it('tells the outcome in a success modal, or in the error modal with its details', async () => {
    const api = slowApi();
    const { unmount } = renderPage(
      <List done={(name) => ({ success: 'Eliminado', content: `«${name}» ya no está` })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Eliminar Soporte' }));
    await user.click(okOf(await screen.findByRole('dialog')));
    api.answer();
    const [title] = await screen.findAllByText('Eliminado');
    const success = title!.closest('.ant-modal') as HTMLElement;
    expect(success).toHaveTextContent('«Soporte» ya no está');
    await user.click(within(success).getByRole('button', { name: 'Aceptar' }));
    unmount();

    const again = slowApi();
    renderPage(<List done={(name) => ({ failed: <p>«{name}»: no se pudo eliminar</p> })} />);
    await user.click(screen.getByRole('button', { name: 'Eliminar Soporte' }));
    await user.click(okOf(await screen.findByRole('dialog')));
    again.answer();
    const [errorTitle] = await screen.findAllByText(errors.sendTitle);
    const error = errorTitle!.closest('.ant-modal') as HTMLElement;
    expect(error).toHaveTextContent(errors.sendBody);
    expect(error).toHaveTextContent('«Soporte»: no se pudo eliminar');
    expect(within(error).getByRole('button', { name: errors.back })).toBeInTheDocument();
  });
});
