/**
 * The top-up flow of SPEC.md section 4: method and payment data in a drawer, then a confirmation
 * modal over the wallet. The API records the refill and credits the wallet in one step; the header
 * balance takes the total it returns.
 */
import { Drawer, Steps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { PageLoader, ResultModal } from 'shared-ui';
import { useWalletStore } from 'shared-ui/session';
import type { TopUpResult } from 'shared-ui/types';
import { walletApi } from '../../api';
import { MethodStep } from './MethodStep';
import { EMPTY_PAYMENT, findMethod, type PaymentValues } from './paymentMethods';
import { TopUpSummary } from './TopUpSummary';
import styles from './TopUp.module.css';
import { walletTexts as t } from '../../texts';

// The form (and formik with it) loads when a method is chosen, not with the wallet page.
const PaymentStep = lazy(() => import('./PaymentStep'));

interface TopUpDrawerProps {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** After a successful top-up: the page reloads its history. */
  onToppedUp: (result: TopUpResult) => void;
}

export function TopUpDrawer({ open, onOpen, onClose, onToppedUp }: TopUpDrawerProps) {
  const [step, setStep] = useState<0 | 1>(0);
  const [method, setMethod] = useState<string | null>(null);
  const [draft, setDraft] = useState<PaymentValues>(EMPTY_PAYMENT);
  const [result, setResult] = useState<TopUpResult | null>(null);
  const chosen = findMethod(method);

  const restart = () => {
    setResult(null);
    setStep(0);
    setMethod(null);
    setDraft(EMPTY_PAYMENT);
  };

  const submit = async ({ mont, transaction }: { mont: number; transaction: string }) => {
    if (!chosen) return;
    const created = await walletApi.topUp({ mont, transaction, method: chosen.label });
    useWalletStore.getState().setBalance(created.total);
    onToppedUp(created);
    setResult(created);
    // The drawer closes under the confirmation: the page behind shows the new balance and row.
    onClose();
  };

  return (
    <>
      <Drawer
        open={open}
        onClose={onClose}
        title={t.flow.title}
        size={560}
        closable={{ 'aria-label': t.flow.close }}
      >
        <Steps
          className={styles.steps}
          size="small"
          current={result ? 2 : step}
          items={t.flow.steps.map((title) => ({ title }))}
        />
        {step === 0 || !chosen ? (
          <MethodStep value={method} onChange={setMethod} onNext={() => setStep(1)} />
        ) : (
          <Suspense fallback={<PageLoader />}>
            <PaymentStep
              methodLabel={chosen.label}
              initialValues={draft}
              onSubmit={submit}
              onBack={(values) => {
                setDraft(values);
                setStep(0);
              }}
            />
          </Suspense>
        )}
      </Drawer>
      <ResultModal
        open={result !== null && !open}
        title={t.done.title}
        subTitle={t.done.subTitle}
        actions={[
          {
            label: t.done.another,
            onClick: () => {
              restart();
              onOpen();
            },
          },
          { label: t.done.toWallet, primary: true, onClick: restart },
        ]}
        onClose={restart}
      >
        {result && <TopUpSummary result={result} />}
      </ResultModal>
    </>
  );
}
