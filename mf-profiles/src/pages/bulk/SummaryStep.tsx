/** Step 4: how many contacts were created and with which roles, with the way to the list. */
import { Button, Descriptions, Flex, Result, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { BulkResult } from '../../api';
import { bulkTexts } from '../../texts';

export function SummaryStep({ result, onClose }: { result: BulkResult; onClose: () => void }) {
  return (
    <Result
      status="success"
      title={bulkTexts.done}
      subTitle={bulkTexts.summary(result.count, result.role)}
      extra={
        <Flex gap="middle" justify="center" align="center" wrap>
          <Link to="/perfiles-roles/gestionar" onClick={onClose}>
            {bulkTexts.goProfiles}
          </Link>
          <Button type="primary" onClick={onClose}>
            {bulkTexts.close}
          </Button>
        </Flex>
      }
    >
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'contacts', label: bulkTexts.contacts, children: result.count },
          {
            key: 'roles',
            label: bulkTexts.roles,
            children: result.role.map((r) => <Tag key={r}>{r}</Tag>),
          },
        ]}
      />
    </Result>
  );
}
