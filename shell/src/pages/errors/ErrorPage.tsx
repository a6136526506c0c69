// Shown when a page or a remote cannot be loaded; the layout around it keeps working. A remote
// refused because it needs other shared library versions than the shell's says so (the reason
// is in the console).
import { useRouteError } from 'react-router-dom';
import { ErrorResult } from 'shared-ui';
import { releases } from 'shared-ui/texts';
import 'antd-static-css/layout.css';
import { areaLabel } from '../../remotes/registry';
import { isIncompatible } from '../../remotes/releases';

export function ErrorPage() {
  const error = useRouteError();
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
