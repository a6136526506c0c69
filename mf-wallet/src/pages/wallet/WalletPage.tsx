/** /wallet: the balance with its top-up flow, and the refill and consumption histories. */
import { Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useMatch, useNavigate } from 'react-router-dom';
import { PageFrame, useListResource } from 'shared-ui';
import { useWalletStore } from 'shared-ui/session';
import { walletApi } from '../../api';
import { BalanceCard } from './BalanceCard';
import { ConsumptionHistory } from './ConsumptionHistory';
import { RefillHistory } from './RefillHistory';
import { TopUpDrawer } from './TopUpDrawer';
import styles from './WalletPage.module.css';
import { walletTexts as t } from '../../texts';
import { TOP_UP_PATH, WALLET_PATH } from '../../paths';

/** The flow has its own URL, so the header's "recargar" link and the back button reach it. */

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

export default function WalletPage() {
  const navigate = useNavigate();
  const topUpOpen = useMatch(TOP_UP_PATH) !== null;
  const [tab, setTab] = useState('refills');
  // SPEC.md section 8: a failed history load reads as an empty history, not an error page.
  const refills = useListResource(walletApi.refills);
  const consumption = useListResource(walletApi.consumption);

  useEffect(() => {
    void useWalletStore.getState().refresh();
  }, []);

  const lastRefill = useMemo(
    () => [...refills.rows].sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[0],
    [refills.rows],
  );

  return (
    <PageFrame title={t.title} breadcrumb={[{ title: t.breadcrumb }, { title: t.title }]}>
      <BalanceCard
        lastRefill={lastRefill}
        totalRefilled={sum(refills.rows.map((r) => r.mont))}
        totalConsumed={sum(consumption.rows.map((c) => c.amount))}
        historyLoading={refills.loading && !refills.data}
        onTopUp={() => navigate(TOP_UP_PATH)}
      />
      <Tabs
        className={styles.tabs}
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'refills',
            label: t.tabs.refills,
            children: <RefillHistory rows={refills.rows} loading={refills.loading} />,
          },
          {
            key: 'consumption',
            label: t.tabs.consumption,
            children: <ConsumptionHistory rows={consumption.rows} loading={consumption.loading} />,
          },
        ]}
      />
      <TopUpDrawer
        open={topUpOpen}
        onOpen={() => navigate(TOP_UP_PATH)}
        onClose={() => navigate(WALLET_PATH)}
        onToppedUp={() => {
          setTab('refills');
          void refills.reload();
        }}
      />
    </PageFrame>
  );
}
