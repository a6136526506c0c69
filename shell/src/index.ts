// Async boundary: lets Module Federation set up shared modules before any app code runs.
// The largest libraries of the first page are asked for beside the bootstrap (ahead.ts): several
// short tasks rather than one long one that runs them all with the bootstrap.
import { ahead } from './ahead';
// Errors nobody handles are reported from the first script on.
import './errors/early';
// The frames' measures and colours, in index.html from its first paint (the build inlines it).
import './frame.css';
import { isPublicPath } from './pages/auth/publicPages';
import { REGISTRY_URL } from './remotes/registryUrl';

ahead(import('react-dom/client'), import('react-router-dom'), import('shared-ui/session'));
// The API's address and the menu: a private page's data and layout wait for it. Asked for now, it
// is back long before the router is; the remote host's first read takes this request.
const registryResponse = fetch(REGISTRY_URL, { cache: 'no-store' });
ahead(registryResponse);
import('./bootstrap').then(({ start }) => start(registryResponse));

// The page's first Intl.NumberFormat starts the browser's number formatting (ICU), whatever the
// locale: 40 to 120 ms on a desktop profile here, whoever asks first (the dashboard, the balance).
// Done here, in a task of its own while the first scripts download, it is not part of the first
// page's render.
// Not on a public page (the login formats no number), where the task would be spent for nothing.
if (!isPublicPath(location.pathname)) setTimeout(() => new Intl.NumberFormat('es-ES'));
