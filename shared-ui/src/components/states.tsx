/** Loading, empty, error and not-found states shared by every page. */
import { Button, Empty, Flex, Result, Spin } from 'antd';
import { Link } from 'react-router-dom';
import { errors, labels } from '../texts';

export function PageLoader({ tip = 'Cargando…' }: { tip?: string }) {
  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: 240 }}
      role="status"
      aria-live="polite"
    >
      <Spin size="large" description={tip} />
    </Flex>
  );
}

export function EmptyState({ description = 'No hay registros' }: { description?: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />;
}

/** The full error page of SPEC.md: 'Oops, a ocurrido un error inesperado.' with a link home. */
export function ErrorResult() {
  return (
    <Result
      status="error"
      title={errors.unexpected}
      extra={
        <Link to="/dashboard">
          <Button type="primary">{errors.goToDashboard}</Button>
        </Link>
      }
    />
  );
}

export function NotFoundResult() {
  return (
    <Result
      status="404"
      title={errors.notFound}
      extra={
        <Link to="/dashboard">
          <Button type="primary">{errors.goToDashboard}</Button>
        </Link>
      }
    />
  );
}

/** SPEC.md's 'Sin información' page, for areas with no content yet. */
export function NoInformation() {
  return (
    <Result
      status="info"
      title={labels.noInformation}
      extra={
        <Link to="/dashboard">
          <Button type="primary">{errors.goToDashboard}</Button>
        </Link>
      }
    />
  );
}
