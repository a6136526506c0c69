/** /wallet: the balance with its top-up flow, and the refill and consumption histories. */
import { Tabs } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router-dom';
import { PageFrame, urlParam, useAfterPaint, useListResource, useUrlState } from 'shared-ui';
import { useWalletStore } from 'shared-ui/session';
import { walletApi } from '../../api';
import { BalanceCard } from './BalanceCard';
import { HistoryTable } from './HistoryTable';
import { consumptionHistory, refillHistory } from './histories';
import styles from './WalletPage.module.css';
import { walletTexts as t } from '../../texts';
import { TOP_UP_PATH, WALLET_PATH } from '../../paths';

// The top-up flow (its code, and the drawer and modal it opens) loads when it is first wanted:
// a hover or focus on 'Recargar', or a visit to /wallet/recargar. The flow has its own URL, so the
// header's "recargar" link and the back button reach it.
const loadTopUp = () => import('./TopUpDrawer');
const TopUpDrawer = lazy(() => loadTopUp().then((m) => ({ default: m.TopUpDrawer })));

/** The open history in the URL (?historial=consumo); its sort goes with it. */
const VIEW = {
  historial: urlParam.oneOf(['recargas', 'consumo'], 'recargas'),
  orden: urlParam.optional(),
};

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

export default function WalletPage() {
  const navigate = useNavigate();
  const topUpOpen = useMatch(TOP_UP_PATH) !== null;
  const { search } = useLocation();
  const [{ historial: tab }, setView] = useUrlState(VIEW);
  // Once opened, the flow stays mounted: its confirmation shows after the drawer has closed.
  const [flowWanted, setFlowWanted] = useState(topUpOpen);
  if (topUpOpen && !flowWanted) setFlowWanted(true);
  // The histories (two tables) mount once the title and balance have painted.
  const showHistories = useAfterPaint();
  // Each history has its own columns: a sort does not carry over to the other one.
  const setTab = (key: string, replace = false) =>
    setView({ historial: key as typeof tab, orden: undefined }, { replace });
  // SPEC.md section 8: a failed history load reads as an empty history, not an error page.
  const ledger = useListResource(walletApi.ledger);
  const consumption = useListResource(walletApi.consumption);
  // The refill history: top-ups and the provider's corrections (consumption has its own tab).
  const refills = useMemo(
    () => ledger.rows.filter((entry) => entry.kind !== 'consumption'),
    [ledger.rows],
  );

  useEffect(() => {
    void useWalletStore.getState().refresh();
  }, []);

  const topUps = useMemo(() => refills.filter((entry) => entry.kind === 'top-up'), [refills]);
  const lastRefill = useMemo(
    () => [...topUps].sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[0],
    [topUps],
  );

  return (
    <PageFrame title={t.title} breadcrumb={[{ title: t.breadcrumb }, { title: t.title }]}>
      <BalanceCard
        lastRefill={lastRefill}
        totalRefilled={sum(topUps.map((r) => r.amount))}
        totalConsumed={sum(consumption.rows.map((c) => c.amount))}
        historyLoading={ledger.loading && !ledger.data}
        onTopUp={() => navigate({ pathname: TOP_UP_PATH, search })}
        onTopUpIntent={() => void loadTopUp()}
      />
      {showHistories ? (
        <Tabs
          className={styles.tabs}
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'recargas',
              label: t.tabs.refills,
              children: (
                <HistoryTable history={refillHistory} rows={refills} loading={ledger.loading} />
              ),
            },
            {
              key: 'consumo',
              label: t.tabs.consumption,
              children: (
                <HistoryTable
                  history={consumptionHistory}
                  rows={consumption.rows}
                  loading={consumption.loading}
                />
              ),
            },
          ]}
        />
      ) : (
        <div className={styles.historiesPending} aria-busy="true" />
      )}
      {flowWanted && (
        <Suspense fallback={null}>
          <TopUpDrawer
            open={topUpOpen}
            onOpen={() => navigate({ pathname: TOP_UP_PATH, search })}
            onClose={() => navigate({ pathname: WALLET_PATH, search })}
            onToppedUp={() => {
              setTab('recargas', true);
              void ledger.reload();
            }}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}
