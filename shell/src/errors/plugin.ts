// Failure reports as a plugin of the remote host: a remote that could not be loaded is reported
// (phase load, with the code the error page shows then). The reporter's code loads with the first
// failure: the public pages never need it.
import { reportError } from 'shared-ui/session';
import type { RemoteHostPlugin } from '../remotes/host';

export function errorReportsPlugin(): RemoteHostPlugin {
  return {
    name: 'error-reports',
    async loadFailed({ host, name, error }) {
      const { installReporter } = await import('./install');
      installReporter(host);
      reportError(error, 'load', { area: name });
    },
  };
}
