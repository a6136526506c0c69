import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  MemoryRouter,
  type RouteObject,
  RouterProvider,
  useLocation,
} from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readParam, urlParam, useUrlState, writeParams } from './urlState';

const SCHEMA = {
  buscar: urlParam.text(),
  tab: urlParam.oneOf(['activos', 'inactivos'], 'activos'),
  categoria: urlParam.optional(),
  mostrar: urlParam.int(20, { min: 20, max: 500 }),
};

function Probe() {
  const [state, set] = useUrlState(SCHEMA);
  const { search } = useLocation();
  return (
    <>
      <output aria-label="estado">{JSON.stringify(state)}</output>
      <output aria-label="query">{search}</output>
      <button type="button" onClick={() => set({ tab: 'inactivos', categoria: 'telecom' })}>
        filtrar
      </button>
      <button type="button" onClick={() => set({ tab: 'activos', categoria: undefined })}>
        por defecto
      </button>
      <button type="button" onClick={() => set({ buscar: 'fibra' }, { replace: true })}>
        buscar
      </button>
      <button
        type="button"
        onClick={() => {
          // Two changes before React renders again (typing, then a tab at once).
          set({ buscar: 'ana' }, { replace: true });
          set({ tab: 'inactivos' });
        }}
      >
        dos cambios
      </button>
    </>
  );
}

const mount = (url: string) => {
  const router = createMemoryRouter([{ path: '/lista', element: <Probe /> }], {
    initialEntries: ['/otra', url],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return router;
};
const state = () => JSON.parse(screen.getByLabelText('estado').textContent ?? '{}');
const query = () => screen.getByLabelText('query').textContent;

describe('urlParam', () => {
  it('reads a missing or invalid value as its default', () => {
    const params = new URLSearchParams('tab=borrados&mostrar=abc&buscar=');
    expect(readParam(params, 'tab', SCHEMA.tab)).toBe('activos');
    expect(readParam(params, 'mostrar', SCHEMA.mostrar)).toBe(20);
    expect(readParam(params, 'categoria', SCHEMA.categoria)).toBeUndefined();
    expect(readParam(params, 'buscar', SCHEMA.buscar)).toBe('');
    expect(readParam(new URLSearchParams('mostrar=10'), 'mostrar', SCHEMA.mostrar)).toBe(20);
    expect(readParam(new URLSearchParams('mostrar=4.5'), 'mostrar', SCHEMA.mostrar)).toBe(20);
    expect(readParam(new URLSearchParams('mostrar=9999'), 'mostrar', SCHEMA.mostrar)).toBe(20);
    expect(readParam(new URLSearchParams('mostrar=40'), 'mostrar', SCHEMA.mostrar)).toBe(40);
  });

  it('leaves defaults out of the URL and keeps other parameters', () => {
    const next = writeParams(new URLSearchParams('otro=1&tab=inactivos'), SCHEMA, {
      tab: 'activos',
      buscar: '',
      mostrar: 40,
      categoria: 'telecom',
    });
    expect(next.toString()).toBe('otro=1&mostrar=40&categoria=telecom');
    expect(writeParams(next, SCHEMA, { mostrar: 20, categoria: undefined }).toString()).toBe(
      'otro=1',
    );
  });
});

describe('useUrlState', () => {
  it('reads the view from the URL, ignoring values it does not know', () => {
    mount('/lista?tab=inactivos&buscar=r%C3%ADo&mostrar=-3&categoria=telecom');
    expect(state()).toEqual({ buscar: 'río', tab: 'inactivos', categoria: 'telecom', mostrar: 20 });
  });

  it('adds a history entry for a choice, replaces it for typing, and omits defaults', async () => {
    const user = userEvent.setup({ delay: null });
    const router = mount('/lista');
    expect(query()).toBe('');
    await user.click(screen.getByRole('button', { name: 'filtrar' }));
    expect(query()).toBe('?tab=inactivos&categoria=telecom');
    await user.click(screen.getByRole('button', { name: 'buscar' }));
    expect(query()).toBe('?tab=inactivos&categoria=telecom&buscar=fibra');
    // One entry for the choice, none for the text: back returns to the bare list.
    await act(() => router.navigate(-1));
    expect(query()).toBe('');
    expect(router.state.location.pathname).toBe('/lista');
    await act(() => router.navigate(1));
    expect(state()).toMatchObject({ buscar: 'fibra', tab: 'inactivos' });
    await user.click(screen.getByRole('button', { name: 'por defecto' }));
    expect(query()).toBe('?buscar=fibra');
  });

  it('keeps both of two changes made before the page renders again', async () => {
    const user = userEvent.setup({ delay: null });
    mount('/lista?categoria=telecom');
    await user.click(screen.getByRole('button', { name: 'dos cambios' }));
    expect(state()).toMatchObject({ buscar: 'ana', tab: 'inactivos', categoria: 'telecom' });
    expect(query()).toBe('?categoria=telecom&buscar=ana&tab=inactivos');
  });

  it('keeps writes from two parts of the page made before it renders again', async () => {
    const router = mountParts('/lista?categoria=telecom');
    // The search typed and a tab clicked in one frame: no render between the two writes.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'buscar ana' }));
      fireEvent.click(screen.getByRole('button', { name: 'pestaña inactivos' }));
    });
    expect(query()).toBe('?categoria=telecom&buscar=ana&tab=inactivos');
    expect(router.state.location.search).toBe('?categoria=telecom&buscar=ana&tab=inactivos');
    // The search replaced the entry it was typed on; the tab added one: back leaves the tab.
    await act(() => router.navigate(-1));
    expect(query()).toBe('?categoria=telecom&buscar=ana');
  });

  it('starts a write from a navigation still loading, not from the location it leaves', async () => {
    let release = () => {};
    const router = mountParts('/lista', {
      // A loader that runs again for every new query keeps each navigation pending a while.
      loader: () => new Promise<null>((done) => (release = () => done(null))),
    });
    await act(async () => release());
    await screen.findByRole('button', { name: 'buscar ana' });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'buscar ana' }));
      fireEvent.click(screen.getByRole('button', { name: 'pestaña inactivos' }));
    });
    await act(async () => release());
    expect(router.state.location.search).toBe('?buscar=ana&tab=inactivos');
    expect(query()).toBe('?buscar=ana&tab=inactivos');
  });

  it('keeps writes from two parts of the page under a router without data APIs', () => {
    render(
      <MemoryRouter initialEntries={['/lista?categoria=telecom']}>
        <Parts />
      </MemoryRouter>,
    );
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'buscar ana' }));
      fireEvent.click(screen.getByRole('button', { name: 'pestaña inactivos' }));
    });
    expect(query()).toBe('?categoria=telecom&buscar=ana&tab=inactivos');
  });
});

// Two parts of one page that keep their own parameters, each with its own useUrlState (a list's
// search box and the page's filter or tab beside it).
function SearchPart() {
  const [, set] = useUrlState({ buscar: SCHEMA.buscar });
  return (
    <button type="button" onClick={() => set({ buscar: 'ana' }, { replace: true })}>
      buscar ana
    </button>
  );
}

function TabPart() {
  const [, set] = useUrlState({ tab: SCHEMA.tab });
  return (
    <button type="button" onClick={() => set({ tab: 'inactivos' })}>
      pestaña inactivos
    </button>
  );
}

function Parts() {
  const { search } = useLocation();
  return (
    <>
      <output aria-label="query">{search}</output>
      <SearchPart />
      <TabPart />
    </>
  );
}

function mountParts(url: string, route: Omit<RouteObject, 'path' | 'element'> = {}) {
  const router = createMemoryRouter(
    [
      { ...route, path: '/lista', element: <Parts />, hydrateFallbackElement: <p>cargando</p> },
    ] as RouteObject[],
    { initialEntries: ['/otra', url], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}
