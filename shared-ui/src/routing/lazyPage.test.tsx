import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage';

function Page({ title = 'sin título' }: { title?: string }) {
  return <h1>{title}</h1>;
}

describe('lazyPage', () => {
  it('gives the route the module’s default export as its Component', async () => {
    const load = lazyPage(async () => ({ default: Page }));
    expect(await load()).toEqual({ Component: Page });
  });

  it('renders the page with fixed props as the route’s element', async () => {
    const { element } = await lazyPage(async () => ({ default: Page }), { title: 'Histórico' })();
    expect(element).toMatchObject({ type: Page, props: { title: 'Histórico' } });
  });
});
