/** The list actions of products and categories: status switch and delete, each confirmed first. */
import { useState } from 'react';
import { useFeedback } from 'shared-ui';
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
  const [busy, setBusy] = useState<number | null>(null);

  const run = async (row: Row, call: () => Promise<unknown>, done: string) => {
    setBusy(row.id);
    try {
      await call();
    } catch {
      // The shared client has already shown SPEC.md's error modal.
      return;
    } finally {
      setBusy(null);
    }
    await reload();
    await feedback.success(done);
  };

  return {
    /** The row whose call is on its way, for a spinner on its control. */
    busy,
    toggle: async (row: Row) => {
      const next = row.status !== true;
      const ok = await feedback.confirm({
        title: confirmTexts.status(noun, row.name, next),
        okText: next ? list.activate : list.deactivate,
        danger: !next,
      });
      if (ok)
        await run(row, () => calls.setStatus(row.id, next), confirmTexts.statusDone(noun, next));
    },
    remove: async (row: Row) => {
      const ok = await feedback.confirm({
        title: confirmTexts.remove(noun, row.name),
        content: confirmTexts.removeBody,
        okText: list.delete,
        danger: true,
      });
      if (ok) await run(row, () => calls.remove(row.id), confirmTexts.removeDone(noun));
    },
  };
}
