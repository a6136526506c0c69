// Shown when a page or a remote cannot be loaded; the layout around it keeps working.
import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { errors } from 'shared-ui/texts';

export function ErrorPage() {
  return (
    <Result
      status="error"
      title={errors.unexpected}
      extra={<Link to="/dashboard">{errors.goToDashboard}</Link>}
    />
  );
}

export default ErrorPage;
