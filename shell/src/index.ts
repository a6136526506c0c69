// Async boundary: lets Module Federation set up shared modules before any app code runs.
// The largest libraries of the first page are asked for beside the bootstrap, so each one runs
// in the task its file arrives in: several short tasks rather than one long one that runs them
// all with the bootstrap (a phone could not take a tap during it). The bootstrap reports a
// failed load; these requests are the same ones it makes.
const ahead = [import('react-dom/client'), import('react-router-dom'), import('shared-ui/session')];
for (const request of ahead) request.catch(() => undefined);
import('./bootstrap');
