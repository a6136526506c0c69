// Shown for any path that no route, of the shell or of a remote, owns.
import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { errors } from 'shared-ui/texts';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={errors.notFound}
      extra={<Link to="/dashboard">{errors.goToDashboard}</Link>}
    />
  );
}

export default NotFoundPage;
