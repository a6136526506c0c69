// The builds the e2e run serves, as a process of their own: every app that is stale, and the
// products variants. `npm test` starts it beside the unit tests at the lowest priority
// (scripts/test.mjs); exits with a failed build's code.
import { buildApps, PRODUCTS_VARIANTS } from './builds';

await buildApps({ variants: PRODUCTS_VARIANTS });
