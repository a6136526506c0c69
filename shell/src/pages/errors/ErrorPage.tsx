// Shown when a page or a remote cannot be loaded, or a page fails while drawing; the layout around
// it keeps working. The error is reported (errors/) and its code shown, for the user to quote. A
// remote refused because it needs other shared library versions than the shell's says so (the
// reason is in the console). An error before any frame was drawn takes index.html's first paint's
// place.
import { useLayoutEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorResult } from 'shared-ui';
import type { ClientErrorPhase } from 'shared-ui/schemas';
import { releases } from 'shared-ui/texts';
import 'antd-static-css/layout.css';
import { areaLabel, isIncompatible, isInvalidArea } from 'federation-contract';
import { installReporter } from '../../errors/install';
import { dropFirstPaint } from '../../frame';
import { isRegistryUnavailable, type RemoteHost } from '../../remotes/host';
import { useRemoteHost } from '../../remotes/hostContext';

/**
 * When the error happened: loading an area's code (reported as such where it failed), a loader
 * or a page's code that the router loads (the router holds those errors), else drawing the page.
 */
function phaseOf(error: unknown, host: RemoteHost): ClientErrorPhase {
  if (isIncompatible(error) || isInvalidArea(error) || isRegistryUnavailable(error)) return 'load';
  const loadErrors = Object.values(host.router?.state.errors ?? {});
  return loadErrors.includes(error) ? 'data' : 'render';
}

export function ErrorPage() {
  const error = useRouteError();
  const host = useRemoteHost();
  useLayoutEffect(dropFirstPaint, []);
  installReporter(host);
  if (isIncompatible(error)) {
    return (
      <ErrorResult
        title={releases.incompatibleTitle}
        description={releases.incompatible(areaLabel(error.remote, host.loaded()))}
        error={error}
        phase="load"
      />
    );
  }
  return <ErrorResult error={error} phase={phaseOf(error, host)} />;
}

export default ErrorPage;
