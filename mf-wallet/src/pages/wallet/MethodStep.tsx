/** Step 1 of the top-up: choose how the payment is made. */
import { Button, Flex, Radio, Typography } from 'antd';
import { PAYMENT_METHODS } from 'shared-ui/schemas';
import styles from './TopUp.module.css';
import { walletTexts as t } from '../../texts';

interface MethodStepProps {
  value: string | null;
  onChange: (method: string) => void;
  onNext: () => void;
}

export function MethodStep({ value, onChange, onNext }: MethodStepProps) {
  return (
    <Flex vertical gap="middle">
      <Typography.Text strong id="top-up-method-legend">
        {t.flow.chooseMethod}
      </Typography.Text>
      <Radio.Group
        aria-labelledby="top-up-method-legend"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={styles.methods}
      >
        {PAYMENT_METHODS.map((m) => (
          <Radio key={m.value} value={m.value} className={styles.method}>
            {m.label}
          </Radio>
        ))}
      </Radio.Group>
      <Flex justify="flex-end">
        <Button type="primary" disabled={!value} onClick={onNext}>
          {t.flow.next}
        </Button>
      </Flex>
    </Flex>
  );
}
