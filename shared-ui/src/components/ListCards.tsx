/**
 * A list's rows as cards, for a phone: the same view as the table (rows, sort in the URL, ticked
 * rows) drawn one card per row. The first column names the card, every other column is a line
 * with its title, and the row's buttons ('actions' column) sit at its foot, all in reach without
 * scrolling sideways. The sort the table takes from its headers is a select here.
 */
import { Card, Checkbox, Flex, Select, Spin, type TableColumnsType, Typography } from 'antd';
import { type Key, type ReactNode, useEffect, useId, useRef } from 'react';
import { labels } from 'shared-ui/texts';
import { columnKey, type ListView, type ServerRows, type SortOrder } from '../list/useListView';
import { isPending } from '../list/useServerListView';

type Column<T> = TableColumnsType<T>[number];

/** The key of the column holding a row's buttons. */
export const ACTIONS_KEY = 'actions';

/** A card's lines: each column's title, then its cell. */
const LINES = { margin: '4px 0 0' };
const LINE = { marginTop: 8 };
// A long e-mail or name breaks rather than widening the card.
const DETAIL = { margin: 0, overflowWrap: 'anywhere' } as const;

const ORDER_LABEL: Record<SortOrder, string> = {
  ascend: 'ascendente',
  descend: 'descendente',
};

const titleOf = <T,>(column: Column<T>): ReactNode => {
  const { title } = column as { title?: unknown };
  return typeof title === 'function'
    ? (title as (props: object) => ReactNode)({})
    : (title as ReactNode);
};

/** What the table would draw in the column's cell for `row`. */
function cellOf<T>(column: Column<T>, row: T, index: number): ReactNode {
  const { dataIndex, render } = column as {
    dataIndex?: string | number | readonly (string | number)[];
    render?: (value: unknown, row: T, index: number) => ReactNode;
  };
  const path = dataIndex === undefined ? [] : Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  const value = path.reduce<unknown>(
    (object, step) => (object as Record<string | number, unknown> | undefined)?.[step],
    row,
  );
  return render ? render(value, row, index) : (value as ReactNode);
}

export interface ListCardsProps<T extends { id: number | string }> {
  view: ListView<T>;
  /** The rows to show, when not all of the view's (a list that shows its first rows). */
  rows?: readonly T[];
  loading?: boolean;
  /** Shown when the view has no rows. */
  empty: ReactNode;
  /** Row selection, as the table's: the ticked keys and the accessible name of a row's box. */
  selection?: {
    keys: Key[];
    onChange: (keys: Key[]) => void;
    rowLabel?: (row: T) => string;
  };
}

/**
 * A server list's next cards as the user reaches the end: a mark below the last card asks for one
 * more window when it comes into view.
 */
function MoreOnScroll({ server, loaded }: { server: ServerRows; loaded: number }) {
  const mark = useRef<HTMLDivElement>(null);
  const more = server.total !== undefined && loaded < server.total;
  const { setRange, pageSize } = server;
  // Cards start with a whole window (the table draws only a screen of rows first).
  useEffect(() => {
    if (more && loaded < pageSize) setRange(0, pageSize - 1);
  }, [more, loaded, pageSize, setRange]);
  useEffect(() => {
    const element = mark.current;
    if (!more || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setRange(0, loaded + pageSize - 1);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [more, loaded, pageSize, setRange]);
  if (!more) return null;
  // A spinner only while the next cards are on their way; else a mark out of sight.
  return (
    <Flex ref={mark} justify="center" style={{ padding: 16 }}>
      {server.fetching && <Spin description={labels.loading} />}
    </Flex>
  );
}

export function ListCards<T extends { id: number | string }>({
  view,
  rows: given = view.rows,
  loading,
  empty,
  selection,
}: ListCardsProps<T>) {
  // A server list's cards start at its first row and grow as the user scrolls.
  const rows = view.server ? given.filter((row) => !isPending(row)) : given;
  const sortLabel = useId();
  const columns = view.columns.filter((c) => !('children' in c));
  const actions = columns.find((c) => columnKey(c) === ACTIONS_KEY);
  const fields = columns.filter((c) => c !== actions);
  // The card is named by the 'name' column, else by the first one.
  const head = fields.find((c) => columnKey(c) === 'name') ?? fields[0];
  const rest = fields.filter((c) => c !== head);
  // The table's sortable headers (useListView marks them `sorter: true`).
  const sortOptions = columns
    .filter((c) => (c as { sorter?: unknown }).sorter === true && columnKey(c))
    .flatMap((c) => {
      const title = titleOf(c);
      return (['ascend', 'descend'] as const).map((order) => ({
        value: `${columnKey(c)}:${order}`,
        // A text label is also the option's name for assistive tech (antd's title).
        label:
          typeof title === 'string' ? (
            `${title}, ${ORDER_LABEL[order]}`
          ) : (
            <>
              {title}, {ORDER_LABEL[order]}
            </>
          ),
      }));
    });

  const toggle = (row: T, on: boolean) => {
    if (!selection) return;
    const others = selection.keys.filter((key) => key !== row.id);
    selection.onChange(on ? [...others, row.id] : others);
  };

  return (
    <Flex vertical gap="small">
      {sortOptions.length > 0 && (
        <Flex gap="small" align="center" wrap>
          <Typography.Text id={sortLabel}>Ordenar por</Typography.Text>
          <Select
            aria-labelledby={sortLabel}
            style={{ minWidth: 200, maxWidth: '100%' }}
            value={view.sort ? `${view.sort.key}:${view.sort.order}` : undefined}
            placeholder="Más recientes primero"
            allowClear
            options={sortOptions}
            onChange={(value?: string) => {
              const [key, order] = (value ?? '').split(':');
              view.setSort(key && order ? { key, order: order as SortOrder } : undefined);
            }}
          />
        </Flex>
      )}
      {rows.length === 0 ? (
        loading ? (
          <Flex justify="center" style={{ padding: 32 }}>
            <Spin description={labels.loading} />
          </Flex>
        ) : (
          empty
        )
      ) : (
        <Spin spinning={!!loading}>
          <Flex
            vertical
            gap="small"
            component="ul"
            style={{ margin: 0, padding: 0, listStyle: 'none' }}
          >
            {rows.map((row, index) => (
              <li key={row.id}>
                <Card size="small">
                  <Flex gap="small" align="flex-start">
                    {selection && (
                      <Checkbox
                        checked={selection.keys.includes(row.id)}
                        onChange={(event) => toggle(row, event.target.checked)}
                        aria-label={selection.rowLabel?.(row)}
                      />
                    )}
                    {head && (
                      <Typography.Text strong style={DETAIL}>
                        {cellOf(head, row, index)}
                      </Typography.Text>
                    )}
                  </Flex>
                  {rest.length > 0 && (
                    <dl style={LINES}>
                      {rest.map((column) => (
                        // A phone's card is too narrow for title and cell side by side (a date or
                        // an amount does not break): the title goes above.
                        <div key={columnKey(column)} style={LINE}>
                          <dt>
                            <Typography.Text type="secondary">{titleOf(column)}</Typography.Text>
                          </dt>
                          <dd style={DETAIL}>{cellOf(column, row, index)}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                  {actions && <div style={{ marginTop: 12 }}>{cellOf(actions, row, index)}</div>}
                </Card>
              </li>
            ))}
          </Flex>
        </Spin>
      )}
      {view.server && !view.server.manual && rows.length > 0 && (
        <MoreOnScroll server={view.server} loaded={rows.length} />
      )}
    </Flex>
  );
}
