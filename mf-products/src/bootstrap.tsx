// Standalone dev mount: mf-products on its own, at the same URLs as in the shell. Not used when federated.
import { mountStandalone } from 'shared-ui/standalone';
import { PRODUCT_LIST_PATH } from './paths';
import { routes } from './routes';

mountStandalone(routes, PRODUCT_LIST_PATH);
