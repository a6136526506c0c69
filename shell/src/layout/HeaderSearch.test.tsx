import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { labels } from 'shared-ui/texts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderSearch, SEARCH_DEBOUNCE_MS } from './HeaderSearch';
import { answerApi, renderRoutes, resetSession } from '../test/testing';

// What each provider's list answers (the registry's providers search these lists).
const LISTS: Record<string, object[]> = {
  '/campaings': [
    { id: 4, name: 'Captación Fibra Hogar Caracas' },
    { id: 5, name: 'Cobranza Móvil' },
  ],
  '/products': [{ id: 2, name: 'Fibra 300 Mbps' }],
  '/profiles': [{ id: 9, name: 'Ana', lastName: 'Fíbra' }],
  '/knowledgebase': [{ id: 3, name: 'Preguntas Fibra' }],
};

const Where = () => <p>Abierto</p>;
const routes = [
  { path: '/', element: <HeaderSearch /> },
  { path: '*', element: <Where /> },
];

const search = (lists: Record<string, object[]> = LISTS) => answerApi({ get: lists });

const openSearch = async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
  const box = await screen.findByRole('combobox', { name: labels.searchPlaceholder });
  await waitFor(() => expect(box).toHaveFocus());
  return { user, box };
};

const openAndType = async (text: string) => {
  const { user, box } = await openSearch();
  await user.type(box, text);
  return { user, box };
};

describe('HeaderSearch', () => {
  beforeEach(() => {
    resetSession(true);
  });
  afterEach(() => vi.restoreAllMocks());

  it('searches every provider’s list, accent-insensitive, and opens the campaign with Enter', async () => {
    const { get } = search();
    const { router } = renderRoutes(routes, '/');
    const { user } = await openAndType('fibra');

    expect(
      await screen.findByRole('option', { name: /Captación Fibra Hogar Caracas/ }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('4 resultados');
    // Debounced, and the API searches each list: one call per provider, with the query and a
    // window (issue 47: the header search asks the API, it no longer downloads every list).
    expect(get.mock.calls.map(([url]) => url).sort()).toEqual(Object.keys(LISTS).sort());
    for (const [, config] of get.mock.calls) {
      expect(config).toEqual({ params: { q: 'fibra', _start: 0, _end: 20 } });
    }

    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/campaigns/gestionar/editar/4'),
    );
  });

  it('moves through the hits with the arrows: product, profile, knowledge base', async () => {
    search();
    const { router } = renderRoutes(routes, '/');
    const { user, box } = await openAndType('fibra');
    await screen.findAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Fibra 300 Mbps/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(box.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /Fibra 300 Mbps/ }).id,
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/productos/editar/2'));
  });

  it.each([
    ['Ana Fíbra', '/perfiles-roles/editar/9'],
    ['Preguntas Fibra', '/base-de-conocimiento/gestion/3'],
  ])('a click on %s opens %s', async (name, path) => {
    search();
    const { router } = renderRoutes(routes, '/');
    const { user } = await openAndType('fibra');
    await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('says when nothing matches', async () => {
    search({ '/campaings': [], '/products': [], '/profiles': [], '/knowledgebase': [] });
    renderRoutes(routes, '/');
    await openAndType('zzzz');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Sin resultados para «zzzz».'),
    );
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('does not call the API for a single letter', async () => {
    const { get } = search();
    renderRoutes(routes, '/');
    const { box } = await openSearch();
    // From here the clock is the test's: the search's debounce runs out when the test says so.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // fireEvent: user-event's actions wait on a timer of their own, which is fake here.
      fireEvent.change(box, { target: { value: 'f' } });
      // The letter has been still for the whole debounce: it is the query now, and asks nothing.
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
      expect(get).not.toHaveBeenCalled();
      expect(screen.getByRole('status')).toHaveTextContent('Escriba al menos 2 letras');
      // The same wait after a second letter does ask: the wait above was long enough to tell.
      fireEvent.change(box, { target: { value: 'fi' } });
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
      expect(get).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
