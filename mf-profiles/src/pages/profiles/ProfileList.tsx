/** /perfiles-roles/gestionar: newest 20 profiles first, 'Mostrar más registros' for 20 more, a name search. */
import { Button, Flex, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageFrame, useListResource, useTextFilter } from 'shared-ui';
import { texts } from 'shared-ui/schemas';
import { profilesApi } from '../../api';
import { profileTexts, titles } from '../../texts';
import { BulkImportButton } from '../bulk/BulkImportButton';
import styles from './ProfileList.module.css';
import { fullName, profileColumns } from './profileColumns';

export const PAGE_SIZE = 20;

export default function ProfileList() {
  const navigate = useNavigate();
  const list = useListResource(profilesApi.list, [], profileTexts.empty);
  const search = useTextFilter(list.rows, (p) => [fullName(p)], profileTexts.search);
  const [visible, setVisible] = useState(PAGE_SIZE);
  const shown = search.filtered.slice(0, visible);
  const emptyText =
    search.query.trim() && list.rows.length > 0 ? profileTexts.noMatches : profileTexts.empty;

  return (
    <PageFrame
      title={titles.list}
      breadcrumb={[{ title: titles.area }, { title: titles.list }]}
      loading={list.loading && !list.data}
      error={list.error}
      extra={
        <>
          <BulkImportButton onImported={() => void list.reload()} />
          <Button type="primary" onClick={() => navigate('/perfiles-roles/crear')}>
            {profileTexts.create}
          </Button>
        </>
      }
    >
      <Flex vertical gap="middle">
        <Input.Search {...search.searchProps} className={styles.search} />
        <Table
          {...list.tableProps}
          dataSource={shown}
          columns={profileColumns((p) => navigate(`/perfiles-roles/editar/${p.id}`))}
          locale={{ emptyText }}
          scroll={{ x: 'max-content' }}
        />
        <Flex justify="space-between" align="center" wrap gap="small">
          <Typography.Text type="secondary">
            {profileTexts.shown(shown.length, search.filtered.length)}
          </Typography.Text>
          <Button
            disabled={search.filtered.length <= visible}
            onClick={() => setVisible((v) => v + PAGE_SIZE)}
          >
            {texts.labels.showMore}
          </Button>
        </Flex>
      </Flex>
    </PageFrame>
  );
}
