/** Loading, empty, error and not-found states shared by every page. */
import { Empty, Flex, Result, Spin, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { EMPTY_TEXT } from '../hooks/emptyText';
import { errors, labels } from '../texts';

export function PageLoader({ tip = labels.loading }: { tip?: string }) {
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

export function EmptyState({ description = EMPTY_TEXT }: { description?: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />;
}

/**
 * A full-page result with the one way back: a link to the dashboard (a link, not a button inside
 * one). `page`: the result is the whole page, so its title is the page's h1 (screen readers and
 * the heading outline need one); inside a PageFrame it stays plain text under the frame's h1.
 */
function HomeResult({
  status,
  title,
  page = false,
}: {
  status: 'error' | '404' | 'info';
  title: string;
  page?: boolean;
}) {
  return (
    <Result
      status={status}
      title={
        page ? (
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
            {title}
          </Typography.Title>
        ) : (
          title
        )
      }
      extra={<Link to="/dashboard">{errors.goToDashboard}</Link>}
    />
  );
}

/** The full error page of SPEC.md: 'Oops, a ocurrido un error inesperado.' with a link home. */
export function ErrorResult() {
  return <HomeResult status="error" title={errors.unexpected} page />;
}

/** SPEC.md's 'Oops, Página no encontrada - 404'. */
export function NotFoundResult() {
  return <HomeResult status="404" title={errors.notFound} page />;
}

/** SPEC.md's 'Sin información' page, for areas with no content yet. */
export function NoInformation() {
  return <HomeResult status="info" title={labels.noInformation} />;
}
