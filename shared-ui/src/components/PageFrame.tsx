/** The frame of every page: breadcrumb, title, actions, and the loading or error state. */
import { Breadcrumb, Flex, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { APP_NAME } from 'shared-ui/texts';
import { ErrorResult, PageLoader } from './states';

export interface Crumb {
  title: string;
  to?: string;
}

export interface PageFrameProps {
  title: string;
  breadcrumb?: Crumb[];
  /** Buttons at the right of the title. */
  extra?: ReactNode;
  loading?: boolean;
  /** A failed load: the page shows SPEC.md's full error page instead of its content. */
  error?: unknown;
  children?: ReactNode;
}

export function PageFrame({
  title,
  breadcrumb = [],
  extra,
  loading,
  error,
  children,
}: PageFrameProps) {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);

  if (error) return <ErrorResult error={error} />;
  return (
    <section aria-labelledby="page-title" data-page-ready={loading ? undefined : ''}>
      {breadcrumb.length > 0 && (
        <Breadcrumb
          items={breadcrumb.map((c) => ({
            title: c.to ? <Link to={c.to}>{c.title}</Link> : c.title,
          }))}
        />
      )}
      <Flex
        justify="space-between"
        align="center"
        wrap
        gap="middle"
        style={{ margin: '8px 0 20px' }}
      >
        {/* The page's one h1, sized as an h2: the header already carries the product's name. */}
        <Typography.Title level={1} id="page-title" style={{ margin: 0, fontSize: 28 }}>
          {title}
        </Typography.Title>
        {extra && (
          <Flex gap="small" wrap>
            {extra}
          </Flex>
        )}
      </Flex>
      {loading ? <PageLoader /> : children}
    </section>
  );
}
