/**
 * The one prompt per page that asks before an in-app navigation leaves unsaved changes (the forms
 * report them with unsaved.tsx). Its own module: a page with a form need not load the dialog.
 */
import { Modal } from 'antd';
import { useContext } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { hasUnsavedChanges } from 'shared-ui/session';
import { unsaved } from 'shared-ui/texts';

/** Leaving for another page (not a tab or filter of the same page) while a form is dirty. */
export const leavesWithUnsavedChanges = ({
  currentLocation,
  nextLocation,
}: {
  currentLocation: { pathname: string };
  nextLocation: { pathname: string };
}) => currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges();

function RouterPrompt() {
  const blocker = useBlocker(leavesWithUnsavedChanges);
  // A declarative dialog: it follows the blocker's state and the page's ConfigProvider.
  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={unsaved.title}
      okText={unsaved.leave}
      cancelText={unsaved.stay}
      closable={false}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      width={440}
      destroyOnHidden
    />
  );
}

/**
 * The confirm before an in-app navigation leaves unsaved changes. Mounted once per page, inside
 * the data router (the shell's layout, a remote's standalone mount); without one it does nothing.
 */
export function UnsavedChangesPrompt() {
  return useContext(UNSAFE_DataRouterContext) ? <RouterPrompt /> : null;
}
