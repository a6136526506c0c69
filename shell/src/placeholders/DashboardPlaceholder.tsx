// Stand-in for the dashboard (replaced by shell/src/pages): a heading and a lazily loaded chart.
import { Card, Typography } from 'antd';
import { lazy, Suspense } from 'react';

const SummaryChart = lazy(() => import('./SummaryChart'));

export default function DashboardPlaceholder() {
  return (
    <section data-page-ready>
      <Typography.Title level={1}>Control de gestión</Typography.Title>
      <Card title="Resumen de campañas">
        <Suspense fallback={null}>
          <SummaryChart />
        </Suspense>
      </Card>
    </section>
  );
}
