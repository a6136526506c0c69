import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../components/AppProviders';
import { ConnectionBanner } from '../components/ConnectionBanner';
import { ErrorResult } from '../components/states';
import { reloadAll, useConnectionStore } from '../session/connection';
import { recovery } from '../texts';
import { useListResource } from './useResource';

interface Row {
  id: number;
  name: string;
}

function List({ load }: { load: () => Promise<Row[]> }) {
  const list = useListResource(load);
  if (list.error) return <ErrorResult />;
  return (
    <ul>
      {list.rows.map((r) => (
        <li key={r.id}>{r.name}</li>
      ))}
    </ul>
  );
}

const renderList = (load: () => Promise<Row[]>) =>
  render(
    <RouterProvider
      router={createMemoryRouter([
        {
          path: '/',
          element: (
            <AppProviders>
              <ConnectionBanner />
              <List load={load} />
            </AppProviders>
          ),
        },
      ])}
    />,
  );

describe('recovering from failed loads', { timeout: 20_000 }, () => {
  it('a failed reload keeps the rows already shown', async () => {
    const load = vi
      .fn<() => Promise<Row[]>>()
      .mockResolvedValueOnce([{ id: 1, name: 'Primera' }])
      .mockRejectedValueOnce(new Error('500'));
    renderList(load);
    expect(await screen.findByText('Primera')).toBeInTheDocument();
    act(() => reloadAll());
    expect(await screen.findByText(recovery.staleList)).toBeInTheDocument();
    expect(screen.getByText('Primera')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: recovery.retry })).not.toBeInTheDocument();
  });

  it("a first load that fails shows the error page, whose 'Reintentar' loads again", async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<Row[]>>()
      .mockRejectedValueOnce(new Error('500'))
      .mockResolvedValueOnce([{ id: 2, name: 'Recuperada' }]);
    renderList(load);
    await user.click(await screen.findByRole('button', { name: recovery.retry }));
    expect(await screen.findByText('Recuperada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('the banner shows while the API is unreachable and the data reloads when back online', async () => {
    const load = vi.fn<() => Promise<Row[]>>().mockResolvedValue([{ id: 3, name: 'Fila' }]);
    renderList(load);
    expect(await screen.findByText('Fila')).toBeInTheDocument();
    act(() => useConnectionStore.getState().setUnreachable(true));
    expect(await screen.findByText(recovery.unreachable)).toBeInTheDocument();
    const calls = load.mock.calls.length;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(load.mock.calls.length).toBeGreaterThan(calls));
    act(() => useConnectionStore.getState().setUnreachable(false));
    expect(screen.queryByText(recovery.unreachable)).not.toBeInTheDocument();
  });
});
