/** The create and edit pages of an entity: the page frame, its form, and the result modal after a save. */
import { Fragment, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIdParam } from '../hooks/useIdParam';
import { type Resource, useResource } from '../hooks/useResource';
import { PageFrame, type PageFrameProps } from './PageFrame';
import { ResultModal } from './ResultModal';

/** A button of the result modal: it goes to `to`, or, without one, closes the modal. */
export interface SavedAction<R> {
  label: string;
  primary?: boolean;
  /** A path, or a path built from what the save returned (e.g. the new entity's id). */
  to?: string | ((result: R) => string);
}

export interface EntityFormPageProps<R> extends Omit<PageFrameProps, 'children'> {
  /**
   * 'create': closing the result (its close icon or a button without `to`) brings an empty form
   * for the next entity; 'edit': it goes back to the form as saved.
   */
  mode: 'create' | 'edit';
  /**
   * The form. Its submit calls `saved` with what the API returned, which opens the result.
   * On create, `last` is the entity saved before the form was emptied (a form may keep some of it).
   */
  form: (saved: (result: R) => void, last: R | undefined) => ReactNode;
  /** The result modal: its title, an optional line built from the saved entity, and its buttons. */
  result: {
    title: ReactNode;
    subTitle?: (result: R) => ReactNode;
    actions: SavedAction<R>[];
  };
  /** More of the page after the form (the edit page's other dialogs). */
  children?: ReactNode;
}

export function EntityFormPage<R>({
  mode,
  form,
  result,
  children,
  ...frame
}: EntityFormPageProps<R>) {
  const navigate = useNavigate();
  // `saved` is boxed: a save that returns nothing (undefined) still opens the modal.
  const [saved, setSaved] = useState<{ value: R } | null>(null);
  // A new key mounts an empty create form; `last` is what the previous one saved.
  const [round, setRound] = useState<{ key: number; last?: R }>({ key: 0 });

  const close = () => {
    if (mode === 'create' && saved) setRound((r) => ({ key: r.key + 1, last: saved.value }));
    setSaved(null);
  };

  return (
    <PageFrame {...frame}>
      <Fragment key={round.key}>{form((value) => setSaved({ value }), round.last)}</Fragment>
      <ResultModal
        open={saved !== null}
        title={result.title}
        subTitle={saved && result.subTitle?.(saved.value)}
        onClose={close}
        actions={result.actions.map(({ label, primary, to }) => ({
          label,
          primary,
          onClick: () => {
            if (!to) return close();
            if (saved) navigate(typeof to === 'string' ? to : to(saved.value));
          },
        }))}
      />
      {children}
    </PageFrame>
  );
}

/**
 * The record the route's `:id` names, loaded for an edit page. A missing or malformed id is a
 * failed load (the page shows the error page); `id` is null then.
 */
export function useRouteRecord<T>(
  load: (id: number) => Promise<T>,
): Resource<T> & { id: number | null } {
  const id = useIdParam();
  const record = useResource(() => (id ? load(id) : Promise.reject(new Error('invalid id'))), [id]);
  return { ...record, id };
}
