/** The edit header: the daily-cost box (shared-ui pricing) and the wallet balance (shared store). */
import { Card, Typography } from 'antd';
import { useEffect } from 'react';
import { formatUsd, useWalletStore } from 'shared-ui';
import { campaignTypeLabel, PRICING } from 'shared-ui/schemas';
import type { Campaign } from 'shared-ui/types';
import { campaignTexts as t } from '../../texts';
import styles from './CampaignEditHeader.module.css';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card size="small" className={styles.box}>
      <dl className={styles.pair}>
        <dt>
          <Typography.Text type="secondary">{label}</Typography.Text>
        </dt>
        <dd className={styles.figure} data-figure={label}>
          {value}
        </dd>
      </dl>
    </Card>
  );
}

export function CampaignEditHeader({ campaign }: { campaign: Campaign }) {
  const { balance, loaded, refresh } = useWalletStore();
  useEffect(() => {
    if (!loaded) void refresh();
  }, [loaded, refresh]);

  return (
    <div className={styles.header}>
      <Figure label={t.edit.figures.type} value={campaignTypeLabel(campaign.typecampaing)} />
      <Figure label={t.edit.figures.dailyCost} value={formatUsd(PRICING.campaignEditDailyUsd)} />
      <Figure label={t.edit.figures.balance} value={formatUsd(balance)} />
    </div>
  );
}
