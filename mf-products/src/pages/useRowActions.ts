/** The row actions of both lists (products and categories): status switch and delete, each asked first. */
import { useConfirmedAction } from 'shared-ui';
import { confirmTexts, list, type Noun } from '../texts';

interface Row {
  id: number;
  name: string;
  status: unknown;
}

interface Calls {
  setStatus: (id: number, status: boolean) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}

export function useRowActions(noun: Noun, calls: Calls, reload: () => Promise<void>) {
  const { run, isBusy } = useConfirmedAction<number>(reload);

  return {
    isBusy,
    toggle: (row: Row) => {
      const next = row.status !== true;
      return run(row.id, {
        title: confirmTexts.status(noun, row.name, next),
        okText: next ? list.activate : list.deactivate,
        danger: !next,
        call: () => calls.setStatus(row.id, next),
        done: () => ({ success: confirmTexts.statusDone(noun, next) }),
      });
    },
    remove: (row: Row) =>
      run(row.id, {
        title: confirmTexts.remove(noun, row.name),
        content: confirmTexts.removeBody,
        okText: list.delete,
        danger: true,
        call: () => calls.remove(row.id),
        done: () => ({ success: confirmTexts.removeDone(noun) }),
      }),
  };
}
