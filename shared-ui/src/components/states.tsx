/** Loading, empty, error and not-found states shared by every page. */
import { Button, Empty, Flex, Result, Spin, Typography } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { type ClientErrorPhase, reloadAll, reportError } from 'shared-ui/session';
import { EMPTY_TEXT } from '../hooks/emptyText';
import { access, APP_NAME, errors, labels, recovery } from 'shared-ui/texts';

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
  subTitle,
  page = false,
  action,
}: {
  status: 'error' | '403' | '404' | 'info' | 'warning';
  title: string;
  subTitle?: ReactNode;
  page?: boolean;
  action?: ReactNode;
}) {
  useEffect(() => {
    if (page) document.title = `${title} · ${APP_NAME}`;
  }, [page, title]);
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
      subTitle={subTitle}
      extra={
        <Flex gap="middle" align="center" justify="center" wrap>
          {action}
          <Link to="/dashboard">{errors.goToDashboard}</Link>
        </Flex>
      }
    />
  );
}

/**
 * Runs the failed load again without reloading the app: the same URL once more (the router
 * re-runs its loaders, clears the error and, for an area whose code failed to load, fetches it
 * again) and every page's data (useResource) once more.
 */
export function useRetry(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    reloadAll();
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: location.state },
    );
  };
}

function RetryButton() {
  const retry = useRetry();
  return (
    <Button type="primary" onClick={retry}>
      {recovery.retry}
    </Button>
  );
}

/** The code under an error page's title, for the user to read out to support (on one line: a code
 * split at its hyphen reads as two). */
function ErrorCode({ code }: { code: string }) {
  return (
    <Typography.Text type="secondary">
      {errors.codeLabel}{' '}
      <Typography.Text code copyable={{ text: code }} style={{ whiteSpace: 'nowrap' }}>
        {code}
      </Typography.Text>
    </Typography.Text>
  );
}

export interface ErrorResultProps {
  title?: string;
  description?: string;
  /** What failed: reported once (where a reporter is installed), its code shown under the title. */
  error?: unknown;
  /** When it failed (default: loading the page's data). */
  phase?: ClientErrorPhase;
}

/**
 * The full error page of SPEC.md: 'Oops, a ocurrido un error inesperado.', with 'Reintentar'
 * and a link home, and the error's code ('Código de error: K7QM-2XHD'). `title` and
 * `description` name a failure that trying again cannot mend (no 'Reintentar' then).
 */
export function ErrorResult({ title, description, error, phase = 'data' }: ErrorResultProps) {
  // Per error shown (the page may stay while another error takes its place): the reporter sends
  // it once (the same error object keeps its code) and names its code.
  const code = useMemo(
    () => (error === undefined ? undefined : reportError(error, phase)),
    [error, phase],
  );
  const codeLine = code && <ErrorCode code={code} />;
  if (title) {
    return (
      <HomeResult
        status="warning"
        title={title}
        subTitle={
          <Flex vertical gap={8} align="center">
            <span>{description}</span>
            {codeLine}
          </Flex>
        }
        page
      />
    );
  }
  return (
    <HomeResult
      status="error"
      title={errors.unexpected}
      subTitle={codeLine}
      page
      action={<RetryButton />}
    />
  );
}

/** SPEC.md's 'Oops, Página no encontrada - 404'. */
export function NotFoundResult() {
  return <HomeResult status="404" title={errors.notFound} page />;
}

/** A page the session's permissions do not open: 'No tienes permiso para ver esta página.' */
export function ForbiddenResult() {
  return <HomeResult status="403" title={access.forbidden} page />;
}

/** SPEC.md's 'Sin información' page, for areas with no content yet. */
export function NoInformation() {
  return <HomeResult status="info" title={labels.noInformation} />;
}
