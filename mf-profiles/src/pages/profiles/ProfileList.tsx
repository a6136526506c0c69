/** /perfiles-roles/gestionar: newest 20 profiles first, 'Mostrar más registros' for 20 more, a name search. */
import { Button, Flex, Input, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  ListActions,
  PageFrame,
  urlParam,
  useCan,
  useListResource,
  useListView,
  useUrlState,
  ViewTable,
  withRowActions,
} from 'shared-ui';
import { texts } from 'shared-ui/schemas';
import type { Profile } from 'shared-ui/types';
import { profilesApi } from '../../api';
import { PROFILE_CREATE_PATH } from '../../paths';
import { profileTexts, titles } from '../../texts';
import { BulkImportButton } from '../bulk/BulkImportButton';
import styles from './ProfileList.module.css';
import { fullName, profileColumns, profileCsv } from './profileColumns';

export const PAGE_SIZE = 20;

/** How many rows are shown (?mostrar=40), kept with the rest of the view. */
const SHOWN = { mostrar: urlParam.int(PAGE_SIZE, { min: PAGE_SIZE }) };

export default function ProfileList() {
  const navigate = useNavigate();
  const can = useCan();
  const list = useListResource(profilesApi.list, [], profileTexts.empty);
  const view = useListView<Profile>({
    rows: list.rows,
    columns: withRowActions(
      profileColumns((p) => navigate(`/perfiles-roles/editar/${p.id}`)),
      can('profiles.edit'),
    ),
    search: (p) => [fullName(p)],
    searchPlaceholder: profileTexts.search,
  });
  const [{ mostrar: visible }, setShown] = useUrlState(SHOWN);
  const shown = view.rows.slice(0, visible);
  const emptyText =
    view.searching && list.rows.length > 0 ? profileTexts.noMatches : profileTexts.empty;

  return (
    <PageFrame
      title={titles.list}
      breadcrumb={[{ title: titles.area }, { title: titles.list }]}
      loading={list.loading && !list.data}
      error={list.error}
      extra={
        <ListActions
          csv={{ name: 'perfiles', rows: view.rows, columns: profileCsv, disabled: list.loading }}
          create={{
            label: profileTexts.create,
            to: PROFILE_CREATE_PATH,
            permission: 'profiles.create',
          }}
        >
          {can('profiles.create') && <BulkImportButton onImported={() => void list.reload()} />}
        </ListActions>
      }
    >
      <Flex vertical gap="middle">
        <Input.Search {...view.searchProps} className={styles.search} />
        <ViewTable
          view={view}
          {...list.tableProps}
          {...view.tableProps}
          dataSource={shown}
          locale={{ emptyText }}
          scroll={{ x: 'max-content' }}
        />
        <Flex justify="space-between" align="center" wrap gap="small">
          <Typography.Text type="secondary">
            {profileTexts.shown(shown.length, view.rows.length)}
          </Typography.Text>
          <Button
            disabled={view.rows.length <= visible}
            onClick={() => setShown({ mostrar: visible + PAGE_SIZE }, { replace: true })}
          >
            {texts.labels.showMore}
          </Button>
        </Flex>
      </Flex>
    </PageFrame>
  );
}
