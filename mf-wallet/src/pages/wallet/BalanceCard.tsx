/** The balance, big, with the top-up button and the totals of the two histories. */
import { Button, Card, Col, Flex, Row, Skeleton } from 'antd';
import { Can, formatDate, formatUsd } from 'shared-ui';
import { useWalletStore } from 'shared-ui/session';
import type { LedgerEntry } from 'shared-ui/types';
import styles from './WalletPage.module.css';
import { walletTexts as t } from '../../texts';

interface BalanceCardProps {
  /** The newest top-up of the ledger. */
  lastRefill: Pick<LedgerEntry, 'amount' | 'date'> | undefined;
  totalRefilled: number;
  totalConsumed: number;
  historyLoading: boolean;
  onTopUp: () => void;
  /** Hover or focus on 'Recargar': the flow's code can start loading. */
  onTopUpIntent?: () => void;
}

/** A labelled figure: the label names the `<output>` for screen readers and tests. */
function Figure({
  id,
  label,
  value,
  loading,
  big,
}: {
  id: string;
  label: string;
  value: string;
  loading: boolean;
  big?: boolean;
}) {
  return (
    <Flex vertical gap={4}>
      <span id={id} className={styles.muted}>
        {label}
      </span>
      {loading ? (
        <Skeleton.Input active size={big ? 'large' : 'default'} aria-label={label} />
      ) : (
        <output aria-labelledby={id} className={big ? styles.balance : styles.figure}>
          {value}
        </output>
      )}
    </Flex>
  );
}

export function BalanceCard({
  lastRefill,
  totalRefilled,
  totalConsumed,
  historyLoading,
  onTopUp,
  onTopUpIntent,
}: BalanceCardProps) {
  const balance = useWalletStore((s) => s.balance);
  const loaded = useWalletStore((s) => s.loaded);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card className={styles.card}>
          <Flex vertical gap="small" align="flex-start">
            <Figure
              id="wallet-balance"
              label={t.balance}
              value={formatUsd(balance)}
              loading={!loaded}
              big
            />
            <span className={styles.muted}>{t.verificationNote}</span>
            <Can permission="wallet.topUp">
              <Button
                type="primary"
                size="large"
                onClick={onTopUp}
                onMouseEnter={onTopUpIntent}
                onFocus={onTopUpIntent}
                onTouchStart={onTopUpIntent}
              >
                {t.topUp}
              </Button>
            </Can>
          </Flex>
        </Card>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Card className={styles.card}>
          <Flex vertical gap="small">
            <Figure
              id="wallet-refilled"
              label={t.totalRefilled}
              value={formatUsd(totalRefilled)}
              loading={historyLoading}
            />
            <span className={styles.muted}>
              {lastRefill
                ? `${t.lastRefill}: ${formatUsd(lastRefill.amount)} · ${formatDate(lastRefill.date)}`
                : t.noRefillYet}
            </span>
          </Flex>
        </Card>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Card className={styles.card}>
          <Figure
            id="wallet-consumed"
            label={t.totalConsumed}
            value={formatUsd(totalConsumed)}
            loading={historyLoading}
          />
        </Card>
      </Col>
    </Row>
  );
}
