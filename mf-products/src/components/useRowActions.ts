/** The list actions of products and categories: status switch and delete, each confirmed first. */
import { type ConfirmOptions, useBusy, useFeedback } from 'shared-ui';
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
  const feedback = useFeedback();
  const { run, busy } = useBusy<number>();

  /**
   * Asks, then runs `call` while the dialog's OK button spins. The row is busy from the first
   * click until the list is reloaded, so a second click (a double click) does nothing.
   */
  const act = async (
    row: Row,
    question: ConfirmOptions,
    call: () => Promise<unknown>,
    done: string,
  ) => {
    const ok = await run(row.id, async () => {
      let succeeded = false;
      await feedback.confirm({
        ...question,
        onConfirm: async () => {
          try {
            await call();
            succeeded = true;
          } catch {
            // The shared client has already shown SPEC.md's error modal.
          }
        },
      });
      if (succeeded) await reload();
      return succeeded;
    });
    if (ok) await feedback.success(done);
  };

  return {
    /** The row whose action is under way (only one can be: its dialog covers the list). */
    busy: [...busy][0] ?? null,
    toggle: async (row: Row) => {
      const next = row.status !== true;
      await act(
        row,
        {
          title: confirmTexts.status(noun, row.name, next),
          okText: next ? list.activate : list.deactivate,
          danger: !next,
        },
        () => calls.setStatus(row.id, next),
        confirmTexts.statusDone(noun, next),
      );
    },
    remove: async (row: Row) => {
      await act(
        row,
        {
          title: confirmTexts.remove(noun, row.name),
          content: confirmTexts.removeBody,
          okText: list.delete,
          danger: true,
        },
        () => calls.remove(row.id),
        confirmTexts.removeDone(noun),
      );
    },
  };
}
