/** /preguntas-y-respuestas: questions with their base, filtered by base (?base=) and by text. */
import { Button, Flex, Input, type TableColumnsType, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import {
  byText,
  EmptyState,
  ListActions,
  type OptionSource,
  PageFrame,
  ServerSelect,
  urlParam,
  useCan,
  useConfirmedAction,
  useServerListView,
  useUrlState,
  ViewTable,
  withRowActions,
} from 'shared-ui';
import { invalidateList } from 'shared-ui/session';
import type { KnowledgeBase, QuestionAnswer } from 'shared-ui/types';
import { BASES_PATH, knowledgeApi, QUESTIONS_PATH } from '../../api';
import { newQuestionOfBase, QUESTION_CREATE_PATH, questionEditPath } from '../../paths';
import toolbar from '../ListToolbar.module.css';
import { common, crumbs, questionTexts } from '../../texts';

const FILTER_ID = 'questions-filter-base';

/** The base filter in the URL (?base=3): the link 'Ver preguntas' of a base opens it. */
const BASE_PARAM = { base: urlParam.int(0, { min: 1 }) };

/** The bases to filter by, searched by name as the user types, each with its question count. */
const filterOptions: OptionSource<KnowledgeBase> = {
  path: BASES_PATH,
  options: (rows) => rows.map((b) => ({ value: b.id, label: `${b.name} (${b.number})` })),
};

const ALL_BASES = [{ value: 0, label: questionTexts.allBases }];

export default function QuestionList() {
  const navigate = useNavigate();
  const [filter, setFilter] = useUrlState(BASE_PARAM);
  const baseId = filter.base || null;

  const setBase = (id: number | null, replace = false) => setFilter({ base: id ?? 0 }, { replace });

  // A deleted question changes its base's count: both load again (the filter's options too).
  const { run, isBusy } = useConfirmedAction<number>(() =>
    Promise.all([invalidateList(QUESTIONS_PATH), invalidateList(BASES_PATH)]),
  );
  const remove = (q: QuestionAnswer) =>
    run(q.id, {
      title: questionTexts.deleteTitle,
      content: `«${q.question}»`,
      okText: common.delete,
      danger: true,
      call: () => knowledgeApi.deleteQuestion(q.id),
      done: () => ({ message: questionTexts.deleted }),
    });

  const columns: TableColumnsType<QuestionAnswer> = [
    {
      title: questionTexts.question,
      dataIndex: 'question',
      sorter: byText((q) => q.question),
      render: (text: string, q) => <Link to={questionEditPath(q.id)}>{text}</Link>,
    },
    { title: questionTexts.answer, dataIndex: 'answers' },
    {
      title: questionTexts.base,
      dataIndex: 'namelist',
      width: 220,
      sorter: byText((q) => q.namelist),
    },
    {
      title: common.actions,
      key: 'actions',
      width: 190,
      // Always in view when a narrow screen scrolls the table sideways.
      fixed: 'end',
      render: (_, q) => (
        <Flex gap="small" wrap>
          <Button size="small" onClick={() => navigate(questionEditPath(q.id))}>
            {common.edit}
          </Button>
          <Button size="small" danger loading={isBusy(q.id)} onClick={() => void remove(q)}>
            {common.delete}
          </Button>
        </Flex>
      ),
    },
  ];

  const can = useCan();
  // The rows stay on the server: the base, the search and the sort are the API's query.
  const view = useServerListView<QuestionAnswer>({
    path: QUESTIONS_PATH,
    columns: withRowActions(columns, can('knowledge.edit')),
    search: true,
    searchPlaceholder: questionTexts.searchPlaceholder,
    filters: { listId: baseId ? String(baseId) : undefined },
  });

  const emptyText = view.searching
    ? questionTexts.noMatch
    : baseId
      ? questionTexts.emptyInBase
      : questionTexts.empty;
  const error = view.error;

  return (
    <PageFrame
      title={questionTexts.listTitle}
      breadcrumb={[
        crumbs.home,
        { title: crumbs.area, to: '/base-de-conocimiento' },
        { title: questionTexts.listTitle },
      ]}
      loading={!error && view.loading}
      error={error}
      extra={
        <ListActions
          create={{
            label: questionTexts.create,
            to: baseId ? newQuestionOfBase(baseId) : QUESTION_CREATE_PATH,
            permission: 'knowledge.create',
          }}
        />
      }
    >
      <Flex className={toolbar.toolbar} gap="middle" wrap align="center">
        <Input type="search" className={toolbar.search} {...view.searchProps} />
        <Flex gap="small" align="center" wrap className={toolbar.filterPair}>
          <Typography.Text>
            <label htmlFor={FILTER_ID}>{questionTexts.base}</label>
          </Typography.Text>
          <ServerSelect<KnowledgeBase>
            id={FILTER_ID}
            className={toolbar.filter}
            source={filterOptions}
            fixedOptions={ALL_BASES}
            value={baseId ?? 0}
            onChange={(v) => setBase(Number(v) || null)}
            // A link to a base that no longer exists falls back to every question.
            onMissing={() => setBase(null, true)}
          />
        </Flex>
      </Flex>
      <ViewTable<QuestionAnswer>
        view={view}
        {...view.tableProps}
        rowKey="id"
        pagination={false}
        loading={view.fetching && view.rows.length === 0}
        dataSource={view.rows}
        locale={{ emptyText: <EmptyState description={emptyText} /> }}
        scroll={{ x: 760 }}
      />
    </PageFrame>
  );
}
