// `/dashboard` (Control de gestión): greeting, 'Crear campaña', shortcuts and the two charts.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { lazy, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageFrame, useResource } from 'shared-ui';
import { useSession } from 'shared-ui/session';
import { labels } from 'shared-ui/texts';
import { useLinkTo } from '../../remotes/hostContext';
import { useIntentProps } from '../../remotes/IntentLink';
import { ChartCard } from './ChartCard';
import styles from './dashboard.module.css';
import { activeByChannel, activeTotals, callsPerDay, callTotals } from './dashboardData';
import { loadDashboard } from './dashboardLoad';
import { ShortcutTiles } from './ShortcutTiles';

// The chart library is fetched only when a chart's turn comes (ChartCard: on screen, idle).
const CampaignSummaryChart = lazy(() => import('./CampaignSummaryChart'));
const CallsChart = lazy(() => import('./CallsChart'));

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
// 'always': es-ES would otherwise leave four-digit counts without a separator.
const counts = new Intl.NumberFormat('es-ES', { useGrouping: 'always' });
const number = (n: number) => counts.format(n);

export default function DashboardPage() {
  const navigate = useNavigate();
  const firstName = useSession()?.user.firstName;
  const createCampaign = useLinkTo()('campaigns.create');
  const intentProps = useIntentProps();
  const { data, loading, error } = useResource(loadDashboard);
  // Derived once per response: the router re-renders this page when a navigation starts, and
  // new arrays would make both charts draw themselves again just before they unmount.
  const summary = useMemo(() => {
    const [campaigns = [], graph = []] = data ?? [];
    return {
      graph,
      totals: activeTotals(campaigns),
      byChannel: activeByChannel(campaigns),
      calls: callTotals(graph),
      perDay: callsPerDay(graph),
    };
  }, [data]);
  const { graph, totals, byChannel, calls, perDay } = summary;

  return (
    <PageFrame
      title={labels.controlPanel}
      loading={loading && !data}
      error={error}
      extra={
        createCampaign && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            {...intentProps(createCampaign)}
            onClick={() => navigate(createCampaign)}
          >
            Crear campaña
          </Button>
        )
      }
    >
      <div className={styles.greeting}>
        <Typography.Title level={2} className={styles.greetingTitle}>
          {firstName ? `¡Hola, ${firstName}!` : '¡Hola!'}
        </Typography.Title>
        <Typography.Text type="secondary">
          Este es el resumen de sus campañas y de la actividad de llamadas.
        </Typography.Text>
      </div>
      <ShortcutTiles />
      <div className={styles.charts}>
        <ChartCard
          title="Resumen de campañas activas"
          summary={
            totals.total === 0
              ? 'No hay campañas activas.'
              : `${plural(totals.total, 'campaña activa', 'campañas activas')}: ${totals.inbound} inbound y ${totals.outbound} outbound, por canal.`
          }
          empty={byChannel.length > 0 ? undefined : 'No hay campañas activas'}
        >
          <CampaignSummaryChart data={byChannel} />
        </ChartCard>
        <ChartCard
          title="Indicadores de llamadas"
          summary={
            graph.length === 0
              ? 'Aún no hay llamadas registradas: 0 entrantes y 0 salientes.'
              : `Llamadas por día en los últimos ${plural(graph.length, 'día', 'días')}: ${number(calls.inbound)} entrantes y ${number(calls.outbound)} salientes.`
          }
          empty={perDay.length > 0 ? undefined : 'No hay llamadas registradas'}
        >
          <CallsChart data={perDay} />
        </ChartCard>
      </div>
    </PageFrame>
  );
}
