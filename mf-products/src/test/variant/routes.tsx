// Test-only, top of src: part of the variant build that the e2e tests serve, no page.
// What the variant exposes as `./area`: the products remote's routes plus the new page, each page
// under a line that says which release it comes from (the e2e release tests look for it).
import { Typography } from 'antd';
import { Outlet, type RouteObject } from 'react-router-dom';
import { lazyPage } from 'shared-ui';
import type { RemoteArea } from 'shared-ui/types';
import { routes as products } from '../../routes';
import { area } from './area';
import { VARIANT_LINE } from './texts';

function VariantLine() {
  return (
    <>
      <Typography.Paragraph type="secondary">{VARIANT_LINE}</Typography.Paragraph>
      <Outlet />
    </>
  );
}

const withNews = (route: RouteObject): RouteObject =>
  route.path === 'productos' && !route.index
    ? {
        path: route.path,
        element: <VariantLine />,
        children: [
          ...(route.children ?? []),
          { path: 'novedades', lazy: lazyPage(() => import('./NewsPage')) },
        ],
      }
    : route;

export default { ...area, routes: products.map(withNews) } satisfies RemoteArea;
