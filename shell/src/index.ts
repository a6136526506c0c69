// Async boundary: lets Module Federation set up shared modules before any app code runs.
// The largest libraries of the first page are asked for beside the bootstrap (ahead.ts): several
// short tasks rather than one long one that runs them all with the bootstrap.
import { ahead } from './ahead';

ahead(import('react-dom/client'), import('react-router-dom'), import('shared-ui/session'));
import('./bootstrap');
