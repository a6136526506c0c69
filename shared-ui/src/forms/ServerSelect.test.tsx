import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { AppProviders } from '../components/AppProviders';
import { queryClient } from '../session/queries';
import { fakeApi, type Reply } from '../testing/fakeApi';
import { labels } from '../texts';
import { SchemaForm } from './SchemaForm';
import { ServerSelect, ServerSelectField } from './ServerSelect';
import type { OptionSource } from './serverOptions';

interface Person {
  id: number;
  name: string;
  status: boolean;
}

const people: Person[] = [
  { id: 1, name: 'Ana Pérez', status: true },
  { id: 2, name: 'Luis Rojas', status: true },
  { id: 3, name: 'Marta Ruiz', status: false },
  ...Array.from({ length: 120 }, (_, i) => ({ id: 100 + i, name: `Perfil ${i}`, status: true })),
];

/** GET /people as the API answers it: `q`, `status`, `id=`, and the `_start`/`_end` window. */
const answer = (query: URLSearchParams): Reply => {
  const q = query.get('q')?.toLowerCase();
  const ids = query.getAll('id').map(Number);
  const status = query.get('status');
  const rows = people.filter(
    (p) =>
      (!q || p.name.toLowerCase().includes(q)) &&
      (ids.length === 0 || ids.includes(p.id)) &&
      (status === null || String(p.status) === status),
  );
  const start = Number(query.get('_start') ?? 0);
  const end = Number(query.get('_end') ?? rows.length);
  return [200, rows.slice(start, end)];
};

const source: OptionSource<Person> = {
  path: '/people',
  options: (rows) => rows.map((p) => ({ value: p.id, label: p.name })),
  filters: { status: 'true' },
};

/** Records the query of every GET /people and answers it like the API. */
function peopleApi(reply: (query: URLSearchParams) => Reply | Promise<Reply> = answer) {
  const queries: string[] = [];
  fakeApi({
    'GET /people': (_call, { query }) => {
      queries.push(query.toString());
      return reply(query);
    },
  });
  return queries;
}

function Form({ initial }: { initial: number[] }) {
  return (
    <AppProviders>
      <SchemaForm id="f" schema={yup.object()} initialValues={{ ids: initial }} onSubmit={() => {}}>
        {() => <ServerSelectField name="ids" label="Perfiles" mode="multiple" source={source} />}
      </SchemaForm>
    </AppProviders>
  );
}

const optionTitles = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));

const tags = () =>
  [...document.querySelectorAll('.ant-select-selection-item')].map((t) => t.textContent);

afterEach(() => queryClient.clear());

describe('ServerSelectField', { timeout: 60_000 }, () => {
  it('asks for a first window of what may be picked when opened, not before', async () => {
    const user = userEvent.setup({ delay: null });
    const queries = peopleApi();
    render(<Form initial={[]} />);
    expect(screen.getByLabelText('Perfiles')).toBeInTheDocument();
    expect(queries).toEqual([]);
    await user.click(screen.getByLabelText('Perfiles'));
    await waitFor(() => expect(optionTitles()).toContain('Ana Pérez'));
    expect(queries).toEqual(['status=true&_start=0&_end=50']);
    // The inactive one is not offered; the window holds 50 of the 122 active ones.
    expect(optionTitles()).not.toContain('Marta Ruiz');
    expect(optionTitles().length).toBeLessThanOrEqual(50);
  });

  it('sends the typed text as q once the typing stops, and lists what the API found', async () => {
    const user = userEvent.setup({ delay: null });
    const queries = peopleApi();
    render(<Form initial={[]} />);
    await user.click(screen.getByLabelText('Perfiles'));
    await waitFor(() => expect(optionTitles()).toContain('Ana Pérez'));
    await user.keyboard('roj');
    await waitFor(() => expect(optionTitles()).toEqual(['Luis Rojas']));
    // One search for the whole word: 'r' and 'ro' never reached the API.
    expect(queries.filter((q) => q.includes('q='))).toEqual(['status=true&q=roj&_start=0&_end=50']);
    await user.click(within(document.body).getByTitle('Luis Rojas'));
    expect(tags()).toEqual(['Luis Rojas']);
  });

  it("reads the chosen values' labels by id, without loading the collection", async () => {
    const queries = peopleApi();
    // Marta is inactive and outside any first window: chosen before, still shown by name.
    render(<Form initial={[3, 119]} />);
    await waitFor(() => expect(tags()).toEqual(['Marta Ruiz', 'Perfil 19']));
    expect(queries).toEqual(['id=119&id=3&_start=0&_end=2']);
  });

  it('shows that it is loading in the dropdown while the options are on their way', async () => {
    const user = userEvent.setup({ delay: null });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    peopleApi(async (query) => {
      await held;
      return answer(query);
    });
    render(<Form initial={[]} />);
    const select = screen.getByLabelText('Perfiles');
    await user.click(select);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(labels.loading);
    expect(status.querySelector('.ant-spin')).not.toBeNull();
    expect(select).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(optionTitles()).toContain('Ana Pérez'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the list could not be loaded when the API fails', async () => {
    const user = userEvent.setup({ delay: null });
    peopleApi(() => [500, { message: 'x' }]);
    render(<Form initial={[]} />);
    await user.click(screen.getByLabelText('Perfiles'));
    expect(await screen.findByText(labels.optionsFailed)).toBeInTheDocument();
  });
});

describe('ServerSelect', { timeout: 60_000 }, () => {
  it('lists its fixed options first and reports the value picked', async () => {
    const user = userEvent.setup({ delay: null });
    const queries = peopleApi();
    const picked: unknown[] = [];
    render(
      <AppProviders>
        <ServerSelect<Person>
          aria-invalid={false}
          id="people"
          source={source}
          value={0}
          fixedOptions={[{ value: 0, label: 'Todas' }]}
          onChange={(v) => picked.push(v)}
        />
      </AppProviders>,
    );
    const select = document.getElementById('people') as HTMLElement;
    expect(select.closest('.ant-select-content')).toHaveAttribute('title', 'Todas');
    await user.click(select);
    await waitFor(() => expect(optionTitles().slice(0, 2)).toEqual(['Todas', 'Ana Pérez']));
    await user.click(screen.getByTitle('Ana Pérez'));
    expect(picked).toEqual([1]);
    // The fixed value's label is its own: no look-up asked the API for it.
    expect(queries).toEqual(['status=true&_start=0&_end=50']);
  });

  it('names a chosen value it is still reading, and reports one the API does not have', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const queries = peopleApi(async (query) => {
      await held;
      return answer(query);
    });
    const missing: unknown[] = [];
    render(
      <AppProviders>
        <ServerSelect<Person>
          id="people"
          source={source}
          mode="multiple"
          value={[2, 404]}
          onChange={() => {}}
          onMissing={(values) => missing.push(values)}
        />
      </AppProviders>,
    );
    await waitFor(() => expect(tags()).toEqual([labels.loading, labels.loading]));
    release();
    await waitFor(() => expect(tags()).toEqual(['Luis Rojas', '404']));
    expect(missing).toEqual([[404]]);
    expect(queries).toEqual(['id=2&id=404&_start=0&_end=2']);
  });
});
