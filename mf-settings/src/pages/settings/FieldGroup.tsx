/** A titled block of fields on a responsive grid: one column on phones, one row per group from md. */
import { Col, Row } from 'antd';
import { Children, isValidElement, type ReactNode } from 'react';
import styles from './Settings.module.css';

interface FieldGroupProps {
  title: string;
  /** Width of each field from md up, in 24ths (default 8: three a row); xs is always full width. */
  spans?: readonly number[];
  children: ReactNode;
}

export function FieldGroup({ title, spans = [], children }: FieldGroupProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{title}</legend>
      <Row gutter={[24, 0]}>
        {Children.toArray(children).map((field, i) => (
          <Col key={isValidElement(field) ? field.key : i} xs={24} md={spans[i] ?? 8}>
            {field}
          </Col>
        ))}
      </Row>
    </fieldset>
  );
}
