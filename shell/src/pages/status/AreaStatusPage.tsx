// /estado-de-las-areas, for whoever looks after the app: each area's release (published, and the
// one this tab runs) and the error reports of the last 24 hours, by area, searchable and exported.
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useCallback, useMemo, useRef } from 'react';
import {
  ListActions,
  PageFrame,
  urlParam,
  useListResource,
  useListView,
  useUrlState,
} from 'shared-ui';
import type { ClientErrorRecord } from 'shared-ui/schemas';
import { labels } from 'shared-ui/texts';
import { shellRelease } from '../../errors/release';
import { HOME } from '../../layout/redirect';
import { useRegistry, useRemoteHost } from '../../remotes/hostContext';
import { areaRows, labelOf } from './areaRows';
import { AreaTable } from './AreaTable';
import { loadRecentReports } from './reports';
import { reportColumns, reportCsv, reportSearch } from './reportColumns';
import { ReportList } from './ReportList';
import styles from './status.module.css';
// Tables, selects and cards: the layout's own part of antd's stylesheet has none of them.
import 'antd-static-css/full.css';
import { areaTexts, reportTexts, statusTexts } from './texts';

/** The list's area filter in the URL (?area=products); every area when absent. */
const FILTER_PARAMS = { area: urlParam.optional() };

export default function AreaStatusPage() {
  const host = useRemoteHost();
  const registry = useRegistry();
  /** What this tab runs of a remote: its release, null when it runs one without an id, else undefined. */
  const tabRelease = (name: string) =>
    host.loadedRelease(name) ?? (host.hasStarted(name) ? null : undefined);
  const reports = useListResource(loadRecentReports);
  const [filter, setFilter] = useUrlState(FILTER_PARAMS);
  const { area } = filter;
  const listRef = useRef<HTMLElement>(null);

  const label = useCallback((name: string) => labelOf(name, registry), [registry]);
  // Read at each render: what this tab loads changes without telling anyone (a visit to an area).
  const areas = areaRows({
    registry,
    reports: reports.rows,
    tabRelease,
    shellRelease: shellRelease(),
  });
  const inArea = useMemo(
    () => (area ? reports.rows.filter((r) => r.area === area) : reports.rows),
    [reports.rows, area],
  );
  const columns = useMemo(() => reportColumns(label), [label]);
  const view = useListView<ClientErrorRecord>({
    rows: inArea,
    columns,
    search: reportSearch,
    searchPlaceholder: reportTexts.searchPlaceholder,
  });

  const pick = (next: string | undefined) => {
    setFilter({ area: next });
    if (next) listRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };
  const empty = view.searching
    ? reportTexts.noMatch
    : area
      ? reportTexts.emptyInArea(label(area))
      : reportTexts.empty;

  return (
    <PageFrame
      title={statusTexts.title}
      breadcrumb={[{ title: labels.controlPanel, to: HOME }, { title: statusTexts.title }]}
      loading={!reports.data && !reports.error}
      error={reports.error}
      extra={
        <ListActions
          csv={{
            name: reportTexts.csvName,
            rows: view.rows,
            columns: reportCsv(label),
            disabled: reports.loading,
          }}
        >
          <Button
            icon={<ReloadOutlined aria-hidden />}
            loading={reports.loading}
            onClick={() => void reports.reload()}
          >
            {statusTexts.refresh}
          </Button>
        </ListActions>
      }
    >
      <section className={styles.section} aria-labelledby="status-areas">
        <Typography.Title level={2} id="status-areas" className={styles.heading}>
          {areaTexts.heading}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className={styles.hint}>
          {areaTexts.hint}
        </Typography.Paragraph>
        <AreaTable rows={areas} loading={reports.loading} selected={area} onSelect={pick} />
      </section>
      <section ref={listRef} className={styles.section} aria-labelledby="status-reports">
        <Typography.Title level={2} id="status-reports" className={styles.heading}>
          {reportTexts.heading}
        </Typography.Title>
        <ReportList
          view={view}
          loading={reports.loading}
          areas={areas.map((a) => ({ value: a.id, label: a.label }))}
          area={area}
          onArea={(next) => setFilter({ area: next })}
          empty={empty}
        />
      </section>
    </PageFrame>
  );
}
