import { screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from 'shared-ui';
import { pick } from 'shared-ui/testing';
import { errors } from 'shared-ui/texts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteHost } from '../../remotes/host';
import {
  areaCells,
  areas,
  list,
  open,
  serve,
  setWidth,
  shownCodes,
  tabHost,
  writeShellRelease,
} from './test/page';
import { hoursAgo, NOW, REGISTRY, REPORTS } from './test/reports';

let host: RemoteHost;

describe('AreaStatusPage', () => {
  beforeAll(() => writeShellRelease('shell-0001'));
  beforeEach(() => {
    // Only the clock is fixed: the page's and the libraries' timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    // What this tab loaded: products at an older release than the published one, knowledge from
    // a build without a release id; no other remote.
    host = tabHost(REGISTRY, { products: 'prod-0001', knowledge: null });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks for the reports of the last 24 hours, and again, from a new now, on Actualizar', async () => {
    const api = serve(REPORTS);
    const { user } = open(host);
    expect(await screen.findByRole('heading', { name: 'Estado de las áreas' })).toBeVisible();
    await screen.findByText('K7QM-2XHD');
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /client-errors']);
    expect(api.since).toEqual(['2026-06-14T12:00:00.000Z']);

    vi.setSystemTime(NOW + 10 * 60_000);
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() =>
      expect(api.since).toEqual(['2026-06-14T12:00:00.000Z', '2026-06-14T12:10:00.000Z']),
    );
  });

  it('shows each area with its releases and its errors of the last 24 hours only', async () => {
    serve(REPORTS);
    open(host);
    await screen.findByText('K7QM-2XHD');
    expect(
      within(areas())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Shell (marco de la aplicación)',
      'Base de conocimiento',
      'Campañas',
      'Configuración',
      'Perfiles y Roles',
      'Productos',
      'Saldo',
    ]);
    expect(areaCells('Shell (marco de la aplicación)')).toEqual([
      'Shell (marco de la aplicación)',
      'shell-0001',
      'shell-0001',
      '1 (2 veces)',
      formatDateTime(hoursAgo(0.5)),
    ]);
    // The report of 25 hours ago (5 more times) is left out.
    expect(areaCells('Productos')).toEqual([
      'Productos',
      'prod-0002',
      'prod-0001Otra versión',
      '2 (4 veces)',
      formatDateTime(hoursAgo(1)),
    ]);
    expect(areaCells('Campañas')).toEqual([
      'Campañas',
      'camp-0002',
      '—',
      '1',
      formatDateTime(hoursAgo(23)),
    ]);
    expect(areaCells('Base de conocimiento')).toEqual([
      'Base de conocimiento',
      'know-0002',
      'Desconocida',
      '0',
      'Ninguno',
    ]);
    expect(areaCells('Saldo')).toEqual(['Saldo', 'Desconocida', '—', '0', 'Ninguno']);
  });

  it('lists the reports newest first, with their details in Spanish', async () => {
    serve(REPORTS);
    open(host);
    await screen.findByText('K7QM-2XHD');
    expect(shownCodes()).toEqual(['Z9Y8-X7W6', 'K7QM-2XHD', 'A1B2-C3D4', 'M4N5-P6Q7']);
    const row = screen.getByText('K7QM-2XHD').closest('tr') as HTMLElement;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      formatDateTime(hoursAgo(1)),
      'Productosprod-0001',
      'Carga de datos',
      '/productos/gestionar',
      // The stack is folded under the message.
      'Request failed with status code 500Ver trazaAxiosError: Request failed with status code 500\n    at settle (products.js:12:7)',
      'K7QM-2XHD',
      '3',
    ]);
    const stack = within(row).getByText('Ver traza').closest('details') as HTMLElement;
    expect(stack).not.toHaveAttribute('open');
    expect(within(stack).getByRole('button', { name: 'Copiar traza' })).toBeInTheDocument();
    const campaigns = screen.getByText('M4N5-P6Q7').closest('tr') as HTMLElement;
    expect(campaigns).toHaveTextContent('Carga del área');
    expect(campaigns).toHaveTextContent('Desconocida');
  });

  it('arrives filtered by the area in the URL, and an area of the table filters the list', async () => {
    serve(REPORTS);
    const { user, router } = open(host, '?area=products');
    await screen.findByText('K7QM-2XHD');
    expect(shownCodes()).toEqual(['K7QM-2XHD', 'A1B2-C3D4']);
    expect(within(areas()).getByRole('button', { name: 'Productos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(
      within(areas()).getByRole('button', { name: 'Shell (marco de la aplicación)' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?area=shell'));
    expect(shownCodes()).toEqual(['Z9Y8-X7W6']);

    await pick('Filtrar por área', 'Todas las áreas');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(shownCodes()).toEqual(['Z9Y8-X7W6', 'K7QM-2XHD', 'A1B2-C3D4', 'M4N5-P6Q7']);

    await pick('Filtrar por área', 'Campañas');
    await waitFor(() => expect(router.state.location.search).toBe('?area=campaigns'));
    expect(shownCodes()).toEqual(['M4N5-P6Q7']);
  });

  it('searches the message, the code and the route, in the URL', async () => {
    serve(REPORTS);
    const { user, router } = open(host);
    const search = await screen.findByRole('searchbox', {
      name: 'Buscar por mensaje, código o ruta',
    });
    await user.type(search, 'chunk');
    await waitFor(() => expect(shownCodes()).toEqual(['M4N5-P6Q7']));
    expect(router.state.location.search).toBe('?buscar=chunk');
    await user.clear(search);
    await user.type(search, 'a1b2');
    await waitFor(() => expect(shownCodes()).toEqual(['A1B2-C3D4']));
    await user.clear(search);
    await user.type(search, '/productos/');
    await waitFor(() => expect(shownCodes()).toEqual(['K7QM-2XHD', 'A1B2-C3D4']));
    await user.type(search, 'zzz');
    expect(await screen.findByText('Ningún error coincide con la búsqueda')).toBeInTheDocument();
  });

  it('says when there is no error in the last 24 hours', async () => {
    serve([]);
    open(host);
    expect(await screen.findByText('Sin errores en las últimas 24 horas')).toBeInTheDocument();
    expect(areaCells('Productos').slice(3)).toEqual(['0', 'Ninguno']);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });

  it('says so when the area filtered has no error', async () => {
    serve(REPORTS);
    open(host, '?area=wallet');
    expect(
      await screen.findByText('Sin errores de Saldo en las últimas 24 horas'),
    ).toBeInTheDocument();
    expect(shownCodes()).toEqual([]);
  });

  it('exports the rows in view as a Spanish CSV', async () => {
    serve(REPORTS);
    let file: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      file = blob as Blob;
      return 'blob:errores';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { user } = open(host, '?area=products');
    await screen.findByText('K7QM-2XHD');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const day = new Date(NOW);
    const date = [day.getFullYear(), day.getMonth() + 1, day.getDate()]
      .map((n) => String(n).padStart(2, '0'))
      .join('-');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`errores-24h-${date}.csv`);
    const text = await (file as Blob).text();
    expect(text.split('\r\n')).toEqual([
      '\uFEFFFecha;Área;Versión;Fase;Ruta;Mensaje;Código;Veces;Traza',
      `${formatDateTime(hoursAgo(1))};Productos;prod-0001;Carga de datos;/productos/gestionar;Request failed with status code 500;K7QM-2XHD;3;"AxiosError: Request failed with status code 500\n    at settle (products.js:12:7)"`,
      `${formatDateTime(hoursAgo(5))};Productos;prod-0001;Dibujo de la página;/productos/editar/7;Cannot read properties of undefined (reading 'name');A1B2-C3D4;1;`,
      '',
    ]);
  });

  it('shows both lists as cards on a phone, an area card still filtering the errors', async () => {
    const restore = setWidth(360);
    try {
      serve(REPORTS);
      const { user, router } = open(host);
      await screen.findByText('K7QM-2XHD');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const areaCards = within(areas()).getAllByRole('listitem');
      expect(areaCards).toHaveLength(7);
      // Titled by the area, then each column with its title.
      expect(areaCards[5]?.textContent).toBe(
        `ProductosVersión publicadaprod-0002Versión en esta pestañaprod-0001Otra versiónErrores (24 h) 2 (4 veces)Último error${formatDateTime(hoursAgo(1))}`,
      );
      expect(within(list()).getAllByRole('listitem')).toHaveLength(4);

      await user.click(
        within(areaCards[5] as HTMLElement).getByRole('button', { name: 'Productos' }),
      );
      await waitFor(() => expect(router.state.location.search).toBe('?area=products'));
      expect(shownCodes()).toEqual(['K7QM-2XHD', 'A1B2-C3D4']);
    } finally {
      restore();
    }
  });

  it('shows the error page when the reports cannot be read', async () => {
    serve({ message: 'Error interno del servidor' }, 500);
    open(host);
    expect(await screen.findByText(errors.unexpected)).toBeInTheDocument();
  });
});
