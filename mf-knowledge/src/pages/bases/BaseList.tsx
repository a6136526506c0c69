/** /base-de-conocimiento: every base with its question count, a name search, edit and delete. */
import { Button, Flex, Input, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import {
  byText,
  EmptyState,
  ListActions,
  PageFrame,
  useCan,
  useConfirmedAction,
  useListResource,
  useListView,
  ViewTable,
} from 'shared-ui';
import type { KnowledgeBase } from 'shared-ui/types';
import { knowledgeApi } from '../../api';
import toolbar from '../ListToolbar.module.css';
import { baseTexts, common, crumbs } from '../../texts';
import { BASE_CREATE_PATH, baseEditPath, questionsOfBase } from '../../paths';

export default function BaseList() {
  const navigate = useNavigate();
  const { rows, data, error, tableProps, reload } = useListResource(knowledgeApi.bases);

  const { run, isBusy } = useConfirmedAction<number>(reload);
  const remove = (base: KnowledgeBase) =>
    run(base.id, {
      title: baseTexts.deleteTitle(base.name),
      content: base.number > 0 ? baseTexts.deleteWithQuestions(base.number) : baseTexts.deleteEmpty,
      okText: base.number > 0 ? baseTexts.deleteBoth : common.delete,
      danger: true,
      call: () => knowledgeApi.deleteBase(base.id),
      done: ({ deletedQuestions }) => ({
        message: baseTexts.deleted(base.name, deletedQuestions),
      }),
    });

  // The questions are for everyone; editing and deleting a base are not.
  const can = useCan();
  const columns: TableColumnsType<KnowledgeBase> = [
    {
      title: baseTexts.name,
      dataIndex: 'name',
      sorter: byText((b) => b.name),
      render: (name: string, b) => <Link to={baseEditPath(b.id)}>{name}</Link>,
    },
    {
      title: baseTexts.questions,
      dataIndex: 'number',
      width: 160,
      align: 'right',
      sorter: (a, b) => a.number - b.number,
    },
    {
      title: common.actions,
      key: 'actions',
      width: 300,
      // Always in view when a narrow screen scrolls the table sideways.
      fixed: 'end',
      render: (_, b) => (
        <Flex gap="small" wrap>
          <Button size="small" onClick={() => navigate(questionsOfBase(b.id))}>
            {baseTexts.seeQuestions}
          </Button>
          {can('knowledge.edit') && (
            <Button size="small" onClick={() => navigate(baseEditPath(b.id))}>
              {common.edit}
            </Button>
          )}
          {can('knowledge.delete') && (
            <Button size="small" danger loading={isBusy(b.id)} onClick={() => void remove(b)}>
              {common.delete}
            </Button>
          )}
        </Flex>
      ),
    },
  ];
  const view = useListView<KnowledgeBase>({
    rows,
    columns,
    search: (b) => [b.name],
    searchPlaceholder: baseTexts.searchPlaceholder,
  });

  return (
    <PageFrame
      title={baseTexts.listTitle}
      breadcrumb={[crumbs.home, { title: crumbs.area }]}
      loading={!data && !error}
      error={error}
      extra={
        <ListActions
          create={{ label: baseTexts.create, to: BASE_CREATE_PATH, permission: 'knowledge.create' }}
        />
      }
    >
      <Flex className={toolbar.toolbar} gap="middle" wrap>
        <Input type="search" className={toolbar.search} {...view.searchProps} />
      </Flex>
      <ViewTable<KnowledgeBase>
        view={view}
        {...tableProps}
        {...view.tableProps}
        dataSource={view.rows}
        locale={{
          emptyText: (
            <EmptyState description={view.searching ? baseTexts.noMatch : baseTexts.empty} />
          ),
        }}
        scroll={{ x: 640 }}
      />
    </PageFrame>
  );
}
