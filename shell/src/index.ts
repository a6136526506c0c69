// Async boundary: lets Module Federation set up shared modules before any app code runs.
import { ahead } from './ahead';
import { requestRegistry } from './remotes/registryRequest';

// The API's address and the menu: a private page's data and layout wait for it.
ahead(requestRegistry('/remotes.json'));

/** Resolves in a task of its own (after anything the browser has queued). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// The largest libraries of the first page run one per task before the bootstrap: run together
// with it they made one long task (40 ms on a laptop, four times that on a phone). Their files
// are on their way already (index.html's first-load hints), so waiting for one before asking
// for the next costs no round trip. A library that fails to load fails the bootstrap's own
// import, which shows it.
async function start() {
  for (const load of [
    () => import('react-dom/client'),
    () => import('react-router-dom'),
    () => import('shared-ui/session'),
  ]) {
    await load().catch(() => undefined);
    await nextTask();
  }
  await import('./bootstrap');
}
void start();

// The page's first Intl.NumberFormat loads the browser's number data for the locale, some 15 ms
// (60 on a phone), whoever asks first: the dashboard, the balance. Done here, in a task of its own
// while the first scripts download, it is not part of the first page's render.
setTimeout(() => new Intl.NumberFormat('es-ES'));
