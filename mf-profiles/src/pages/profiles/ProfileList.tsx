/**
 * /perfiles-roles/gestionar: newest 20 profiles first, 'Mostrar más registros' for the next 20, a
 * name search. The rows stay on the server: each 20 more is one window of the API.
 */
import { Button, Flex, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ListActions,
  PageFrame,
  urlParam,
  isPending,
  useCan,
  useServerListView,
  useUrlState,
  ViewTable,
  withRowActions,
} from 'shared-ui';
import { texts } from 'shared-ui/schemas';
import { invalidateList } from 'shared-ui/session';
import type { Profile } from 'shared-ui/types';
import { PROFILES_PATH } from '../../api';
import { PROFILE_CREATE_PATH } from '../../paths';
import { profileTexts, titles } from '../../texts';
import { BulkImportButton } from '../bulk/BulkImportButton';
import styles from './ProfileList.module.css';
import { profileColumns } from './profileColumns';

export const PAGE_SIZE = 20;

/** How many rows are shown (?mostrar=40), kept with the rest of the view. */
const SHOWN = { mostrar: urlParam.int(PAGE_SIZE, { min: PAGE_SIZE }) };

export default function ProfileList() {
  const navigate = useNavigate();
  const can = useCan();
  const [{ mostrar: visible }, setShown] = useUrlState(SHOWN);
  const view = useServerListView<Profile>({
    path: PROFILES_PATH,
    columns: withRowActions(
      profileColumns((p) => navigate(`/perfiles-roles/editar/${p.id}`)),
      can('profiles.edit'),
    ),
    search: true,
    searchPlaceholder: profileTexts.search,
    pageSize: PAGE_SIZE,
    initialRange: [0, visible - 1],
    manualRange: true,
  });
  const { total, setRange } = view.server;
  // The rows asked for follow ?mostrar: 'Mostrar más registros' asks for the next window.
  useEffect(() => setRange(0, visible - 1), [setRange, visible]);
  // Rows of a window on its way are not drawn: the button shows that more are coming.
  const shown = view.rows.filter((row) => !isPending(row));
  const more = view.rows.length > shown.length;
  const emptyText = view.searching ? profileTexts.noMatches : profileTexts.empty;

  return (
    <PageFrame
      title={titles.list}
      breadcrumb={[{ title: titles.area }, { title: titles.list }]}
      loading={view.loading}
      error={view.error}
      extra={
        <ListActions
          csv={{
            name: 'perfiles',
            source: { path: PROFILES_PATH, params: view.exportParams },
            empty: total === 0,
            disabled: view.loading,
          }}
          create={{
            label: profileTexts.create,
            to: PROFILE_CREATE_PATH,
            permission: 'profiles.create',
          }}
        >
          {can('profiles.create') && (
            <BulkImportButton onImported={() => void invalidateList(PROFILES_PATH)} />
          )}
        </ListActions>
      }
    >
      <Flex vertical gap="middle">
        <Input.Search {...view.searchProps} className={styles.search} />
        <ViewTable
          view={view}
          {...view.tableProps}
          rowKey="id"
          pagination={false}
          loading={view.fetching && !more}
          dataSource={shown}
          locale={{ emptyText }}
          scroll={{ x: 'max-content' }}
        />
        <Flex justify="space-between" align="center" wrap gap="small">
          <Typography.Text type="secondary">
            {total === undefined ? '' : profileTexts.shown(shown.length, total)}
          </Typography.Text>
          <Button
            loading={more}
            disabled={total === undefined || total <= visible}
            onClick={() => setShown({ mostrar: visible + PAGE_SIZE }, { replace: true })}
          >
            {texts.labels.showMore}
          </Button>
        </Flex>
      </Flex>
    </PageFrame>
  );
}
