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
  useServerListView,
  ViewTable,
} from 'shared-ui';
import { invalidateList } from 'shared-ui/session';
import type { KnowledgeBase } from 'shared-ui/types';
import { BASES_PATH, knowledgeApi, QUESTIONS_PATH } from '../../api';
import toolbar from '../ListToolbar.module.css';
import { baseTexts, common, crumbs } from '../../texts';
import { BASE_CREATE_PATH, baseEditPath, questionsOfBase } from '../../paths';

export default function BaseList() {
  const navigate = useNavigate();
  // Deleting a base deletes its questions: both lists load again.
  const { run, isBusy } = useConfirmedAction<number>(async () => {
    await Promise.all([invalidateList(BASES_PATH), invalidateList(QUESTIONS_PATH)]);
  });
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
  // The rows stay on the server: search and sort are the API's query.
  const view = useServerListView<KnowledgeBase>({
    path: BASES_PATH,
    columns,
    search: true,
    searchPlaceholder: baseTexts.searchPlaceholder,
  });

  return (
    <PageFrame
      title={baseTexts.listTitle}
      breadcrumb={[crumbs.home, { title: crumbs.area }]}
      loading={view.loading}
      error={view.error}
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
        {...view.tableProps}
        rowKey="id"
        pagination={false}
        loading={view.fetching && view.rows.length === 0}
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
