/** Text fields of an account form laid out two per row, labelled from the schema's label map. */
import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { TextField } from 'shared-ui/forms';

export function FieldGrid<K extends string>({
  names,
  labels,
  optional = [],
  types = {},
  children,
}: {
  names: readonly K[];
  labels: Record<K, string>;
  optional?: readonly K[];
  types?: Partial<Record<K, 'email' | 'tel' | 'url'>>;
  /** Extra columns (selects, text areas) after the text fields. */
  children?: ReactNode;
}) {
  return (
    <Row gutter={24}>
      {names.map((name) => (
        <Col key={name} xs={24} lg={12}>
          <TextField
            name={name}
            label={labels[name]}
            required={!optional.includes(name)}
            type={types[name]}
          />
        </Col>
      ))}
      {children}
    </Row>
  );
}
