/**
 * One long table over a list the server holds (useServerListView): the page scrolls as if every
 * row were there, but only the rows near the viewport are drawn. A spacer row above and below
 * them keeps the height of the rest; as the page scrolls, the table reports the rows it needs
 * (`server.setRange`) and the view fetches their windows. A row whose window is on its way is a
 * placeholder of the same height. Screen readers get the whole list's size (aria-rowcount) and
 * each row's place in it (aria-rowindex).
 */
import { Skeleton, Table, type TableColumnsType, type TableProps } from 'antd';
import {
  createContext,
  type HTMLAttributes,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { VIRTUAL_ROWS_THRESHOLD } from '../hooks/useVirtualTable';
import type { ServerRows } from '../list/useListView';
import { isPending } from '../list/useServerListView';

/** A row's height until one is measured (antd's middle row with one line). */
const DEFAULT_ROW_HEIGHT = 55;
/** Rows drawn beyond the viewport on each side, so a short scroll shows rows at once. */
const OVERSCAN = 6;
/** Room left above the table when a new view brings it back into sight (header, tabs). */
const SCROLL_MARGIN = 120;

interface Spacers {
  top: number;
  bottom: number;
  total: number | undefined;
}

const SpacerContext = createContext<Spacers>({ top: 0, bottom: 0, total: undefined });

function Spacer({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty row with no focusable content, only height
    <tr className="list-spacer" aria-hidden="true" style={{ height }}>
      <td colSpan={1000} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

function Body(props: HTMLAttributes<HTMLTableSectionElement>) {
  const { top, bottom } = useContext(SpacerContext);
  return (
    <tbody {...props} style={{ ...props.style, overflowAnchor: 'none' }}>
      <Spacer height={top} />
      {props.children}
      <Spacer height={bottom} />
    </tbody>
  );
}

function TableElement(props: HTMLAttributes<HTMLTableElement>) {
  const { total } = useContext(SpacerContext);
  return <table {...props} aria-rowcount={total === undefined ? undefined : total + 1} />;
}

const COMPONENTS = { table: TableElement, body: { wrapper: Body } };

/** The columns, each drawing nothing for a placeholder row but the first, which draws a skeleton. */
function pendingAware<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column, i) => {
    const { render } = column as { render?: (value: unknown, row: T, index: number) => unknown };
    return {
      ...column,
      render: (value: unknown, row: T, index: number) => {
        if (isPending(row))
          return i === 0 ? <Skeleton.Input active size="small" aria-hidden="true" /> : null;
        return render ? render(value, row, index) : value;
      },
    } as TableColumnsType<T>[number];
  });
}

/** The rows from the first to the last near the viewport, for a table body `tbody`. */
function visibleRange(tbody: HTMLElement, rowHeight: number, total: number) {
  const above = -tbody.getBoundingClientRect().top;
  const first = Math.max(0, Math.floor(above / rowHeight) - OVERSCAN);
  const last = Math.floor((above + window.innerHeight) / rowHeight) + OVERSCAN;
  return [
    Math.min(first, Math.max(0, total - 1)),
    Math.min(Math.max(last, first), total - 1),
  ] as const;
}

export type WindowedTableProps<T> = TableProps<T> & { server: ServerRows };

export function WindowedTable<T extends { id: number | string }>({
  server,
  columns = [],
  dataSource = [],
  onRow,
  rowSelection,
  ...table
}: WindowedTableProps<T>) {
  const { total, offset, setRange } = server;
  const wrapper = useRef<HTMLDivElement>(null);
  const [rowHeight, setRowHeight] = useState(DEFAULT_ROW_HEIGHT);
  const all = total !== undefined && total <= VIRTUAL_ROWS_THRESHOLD;

  // Short lists draw every row; long ones follow the page's scroll.
  useEffect(() => {
    if (total === undefined || total === 0) return;
    if (all) {
      setRange(0, total - 1);
      return;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      const tbody = wrapper.current?.querySelector<HTMLElement>('.ant-table-tbody');
      if (tbody) setRange(...visibleRange(tbody, rowHeight, total));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [all, total, rowHeight, setRange]);

  // Another search, tab or sort starts at its first row: a reader scrolled far down the last
  // view is brought back to the top of the table rather than left deep in the new one.
  const lastView = useRef(server.view);
  useEffect(() => {
    if (lastView.current === server.view) return;
    lastView.current = server.view;
    const top = wrapper.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0)
      window.scrollTo({ top: window.scrollY + top - SCROLL_MARGIN });
  }, [server.view]);

  // The spacers take every row to be as tall as the first rows drawn were on average. Measured
  // once: a height that changed with the rows in view would move the page under the reader.
  const measured = useRef(false);
  useLayoutEffect(() => {
    if (measured.current) return;
    const rows = wrapper.current?.querySelectorAll<HTMLElement>(
      '.ant-table-tbody tr.ant-table-row:not(.list-row-pending)',
    );
    if (!rows || rows.length === 0) return;
    const sum = [...rows].reduce((total, row) => total + row.getBoundingClientRect().height, 0);
    const height = sum / rows.length;
    if (height > 0) {
      measured.current = true;
      setRowHeight(height);
    }
  });

  const spacers = useMemo<Spacers>(
    () => ({
      top: all ? 0 : offset * rowHeight,
      bottom: all || total === undefined ? 0 : (total - offset - dataSource.length) * rowHeight,
      total,
    }),
    [all, offset, rowHeight, total, dataSource.length],
  );
  const drawn = useMemo(() => pendingAware(columns), [columns]);

  return (
    <div ref={wrapper}>
      <SpacerContext.Provider value={spacers}>
        <Table<T>
          {...table}
          columns={drawn}
          dataSource={dataSource}
          components={COMPONENTS}
          pagination={false}
          rowSelection={
            rowSelection && {
              ...rowSelection,
              getCheckboxProps: (row) =>
                isPending(row)
                  ? { disabled: true, style: { visibility: 'hidden' } }
                  : (rowSelection.getCheckboxProps?.(row) ?? {}),
            }
          }
          onRow={(row, index) => {
            const own = onRow?.(row, index) ?? {};
            const pending = isPending(row);
            return {
              ...own,
              'aria-rowindex': offset + (index ?? 0) + 2,
              className: pending ? 'list-row-pending' : own.className,
              style: pending ? { ...own.style, height: rowHeight } : own.style,
            } as HTMLAttributes<HTMLElement>;
          }}
        />
      </SpacerContext.Provider>
    </div>
  );
}
