// The element the shell mounts at `/<area>/*`: error boundary + loading indicator + the remote's routes.
import { Suspense } from 'react';
import { PageLoader } from 'shared-ui';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteRoutes } from './RemoteRoutes';

interface RemoteMountProps {
  remote: string;
  area: string;
}

export function RemoteMount({ remote, area }: RemoteMountProps) {
  return (
    <RemoteBoundary remote={remote}>
      <Suspense fallback={<PageLoader />}>
        <RemoteRoutes remote={remote} area={area} />
      </Suspense>
    </RemoteBoundary>
  );
}
