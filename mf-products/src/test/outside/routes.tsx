// Test-only, top of src: part of the build that the e2e failure tests serve, no page.
// A products area that claims a campaigns page: the shell must refuse the whole area, and the
// page must stay the campaigns remote's.
import type { RemoteArea } from 'shared-ui/types';
import { area } from '../../area';
import { routes as products } from '../../routes';
import { HIJACKED } from './texts';

export default {
  ...area,
  routes: [...products, { path: 'campaigns/gestionar', element: <p>{HIJACKED}</p> }],
} satisfies RemoteArea;
