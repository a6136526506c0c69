// What the page tests of 'Estado de las áreas' share: mounting it, the fake API, reading its two lists.
import { screen, within } from '@testing-library/react';
import { fakeApi, renderPage } from 'shared-ui/testing';
import type { RemoteRegistry } from 'federation-contract';
import { RemoteHost, type RuntimeEvents } from '../../../remotes/host';
import { RemoteHostProvider } from '../../../remotes/hostContext';
import AreaStatusPage from '../AreaStatusPage';
import { AREA_STATUS_PATH } from '../paths';

/**
 * A host that read `registry`, whose runtime has loaded `releases` (remote → the release its
 * manifest carried, or null for a build without one): their code runs in the page.
 */
export function tabHost(registry: RemoteRegistry, releases: Record<string, string | null>) {
  let events: RuntimeEvents | undefined;
  const host = new RemoteHost({
    runtime: (given) => {
      events = given;
      return {
        register: () => undefined,
        beforeRemotes: async () => [],
        loadArea: async () => ({}),
      };
    },
  });
  host.install(registry);
  for (const [name, release] of Object.entries(releases)) {
    events?.manifestRead(name, release ?? undefined);
    events?.containerStarted(name);
  }
  return host;
}

export const open = (host: RemoteHost, query = '') =>
  renderPage(
    <RemoteHostProvider host={host}>
      <AreaStatusPage />
    </RemoteHostProvider>,
    { path: AREA_STATUS_PATH, url: `${AREA_STATUS_PATH}${query}` },
  );

/** Answers GET /client-errors with `body` (whatever `since` says), noting each `since` asked. */
export function serve(body: unknown, status = 200) {
  const since: (string | null)[] = [];
  const api = fakeApi(
    {
      'GET /client-errors': (_call, { query }) => {
        since.push(query.get('since'));
        return [status, body];
      },
    },
    { seed: false },
  );
  return { ...api, since };
}

const region = (name: string) => screen.getByRole('region', { name });
export const areas = () => region('Áreas');
export const list = () => region('Errores de las últimas 24 horas');

/** The cells of an area's row, by its label. */
export const areaCells = (label: string) => {
  const row = within(areas()).getByRole('button', { name: label }).closest('tr');
  return [...(row?.querySelectorAll('td') ?? [])].map((td) => td.textContent);
};

/** The codes of the reports listed, in order. */
export const shownCodes = () =>
  within(list())
    .queryAllByText(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    .map((e) => e.textContent);

/** The shell's release, as its build writes it into index.html (read once per test file). */
export function writeShellRelease(release: string) {
  const meta = document.createElement('meta');
  meta.name = 'release';
  meta.content = release;
  document.head.append(meta);
}

/** A screen `width` px wide, for shared-ui's phone layout; returns the undo. */
export function setWidth(width: number): () => void {
  const real = window.matchMedia;
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      ...real(query),
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    } as MediaQueryList;
  };
  return () => {
    window.matchMedia = real;
  };
}
