/** Step 2 of the top-up: the manual-payment instructions and the amount + transaction form. */
import { Alert, Button, Descriptions, Flex, Typography } from 'antd';
import { MoneyField, SchemaForm, TextField } from 'shared-ui';
import { topUpFormSchema } from 'shared-ui/schemas';
import type { PaymentValues } from './paymentMethods';
import { PAYEE, walletTexts as t } from '../../texts';
import styles from './TopUp.module.css';

interface PaymentStepProps {
  methodLabel: string;
  initialValues: PaymentValues;
  /** Sends the top-up; a rejection keeps every typed value in the form. */
  onSubmit: (values: { mont: number; transaction: string }) => Promise<void>;
  onBack: (draft: PaymentValues) => void;
}

export default function PaymentStep({
  methodLabel,
  initialValues,
  onSubmit,
  onBack,
}: PaymentStepProps) {
  return (
    <Flex vertical gap="large">
      <Alert
        type="info"
        showIcon
        title={t.flow.instructionsTitle(methodLabel)}
        description={
          <ol className={styles.instructions}>
            {t.flow.instructions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        }
      />
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'holder', label: t.flow.holder, children: PAYEE.holder },
          {
            key: 'email',
            label: t.flow.email,
            children: <Typography.Text copyable>{PAYEE.email}</Typography.Text>,
          },
          {
            key: 'account',
            label: t.flow.account,
            children: <Typography.Text copyable>{PAYEE.account}</Typography.Text>,
          },
          { key: 'taxId', label: t.flow.taxId, children: PAYEE.taxId },
        ]}
      />
      <SchemaForm<PaymentValues>
        id="top-up"
        schema={topUpFormSchema}
        initialValues={initialValues}
        onSubmit={(values) => onSubmit(values as { mont: number; transaction: string })}
      >
        {(formik) => (
          <>
            <MoneyField name="mont" label={t.flow.amountLabel} required prefix="$" />
            <TextField
              name="transaction"
              label={t.flow.transactionLabel}
              required
              maxLength={100}
              placeholder={t.flow.transactionPlaceholder}
              autoComplete="off"
            />
            <Flex justify="space-between" gap="small" wrap className={styles.actions}>
              <Button htmlType="button" onClick={() => onBack(formik.values)}>
                {t.flow.back}
              </Button>
              <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
                {t.flow.submit}
              </Button>
            </Flex>
          </>
        )}
      </SchemaForm>
    </Flex>
  );
}
