/** Test-only entry (`shared-ui/testing`): the fake API, the seed data and `renderPage`. Never shared at run time. */
export {
  type Call,
  fakeApi,
  type Reply,
  type RequestParts,
  type Route,
  type Routes,
  seedRoutes,
  server,
} from './fakeApi';
export {
  enter,
  locationOf,
  type RenderPageOptions,
  renderPage,
  TEST_USER,
  user,
} from './renderPage';
export { clear, optionsOf, pick } from './select';
export { SEED_NOW, type SeedData, seedData } from './seed';
