// Shown when a page or a remote cannot be loaded; the layout around it keeps working. A remote
// refused because it needs other shared library versions than the shell's says so (the reason
// is in the console). An error before any frame was drawn takes index.html's first paint's place.
import { useLayoutEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorResult } from 'shared-ui';
import { releases } from 'shared-ui/texts';
import 'antd-static-css/layout.css';
import { dropFirstPaint } from '../../frame';
import { areaLabel } from '../../remotes/registry';
import { isIncompatible } from '../../remotes/releases';

export function ErrorPage() {
  const error = useRouteError();
  useLayoutEffect(dropFirstPaint, []);
  if (isIncompatible(error)) {
    return (
      <ErrorResult
        title={releases.incompatibleTitle}
        description={releases.incompatible(areaLabel(error.remote))}
      />
    );
  }
  return <ErrorResult />;
}

export default ErrorPage;
