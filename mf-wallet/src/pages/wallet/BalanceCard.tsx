/** The balance, big, with the top-up button and the totals of the two histories. */
import { Button, Card, Col, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { formatDate, formatUsd } from 'shared-ui';
import { useWalletStore } from 'shared-ui/session';
import type { Refill } from 'shared-ui/types';
import styles from './WalletPage.module.css';
import { walletTexts as t } from './texts';

interface BalanceCardProps {
  lastRefill: Refill | undefined;
  totalRefilled: number;
  totalConsumed: number;
  historyLoading: boolean;
  onTopUp: () => void;
}

export function BalanceCard({
  lastRefill,
  totalRefilled,
  totalConsumed,
  historyLoading,
  onTopUp,
}: BalanceCardProps) {
  const balance = useWalletStore((s) => s.balance);
  const loaded = useWalletStore((s) => s.loaded);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card className={styles.balanceCard}>
          <Flex vertical gap="small">
            <Typography.Text type="secondary" id="wallet-balance-label">
              {t.balance}
            </Typography.Text>
            {loaded ? (
              <output aria-labelledby="wallet-balance-label" className={styles.balance}>
                {formatUsd(balance)}
              </output>
            ) : (
              <Skeleton.Input active size="large" aria-label={t.balance} />
            )}
            <Typography.Text type="secondary">{t.verificationNote}</Typography.Text>
            <div>
              <Button type="primary" size="large" onClick={onTopUp}>
                {t.topUp}
              </Button>
            </div>
          </Flex>
        </Card>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Card className={styles.statCard}>
          <Statistic
            title={t.totalRefilled}
            value={formatUsd(totalRefilled)}
            loading={historyLoading}
          />
          <Typography.Text type="secondary">
            {lastRefill
              ? `${t.lastRefill}: ${formatUsd(lastRefill.mont)} · ${formatDate(lastRefill.date)}`
              : t.noRefillYet}
          </Typography.Text>
        </Card>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Card className={styles.statCard}>
          <Statistic
            title={t.totalConsumed}
            value={formatUsd(totalConsumed)}
            loading={historyLoading}
          />
        </Card>
      </Col>
    </Row>
  );
}
