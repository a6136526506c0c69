/** A titled block of fields laid out on a responsive grid: one column on phones, up to three wide. */
import { Col, Row } from 'antd';
import { Children, isValidElement, type ReactNode } from 'react';
import styles from './Settings.module.css';

export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{title}</legend>
      <Row gutter={[24, 0]}>
        {Children.toArray(children).map((field, i) => (
          <Col key={isValidElement(field) ? field.key : i} xs={24} md={12} xl={8}>
            {field}
          </Col>
        ))}
      </Row>
    </fieldset>
  );
}
