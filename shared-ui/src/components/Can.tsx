/**
 * What the session may do, for a page's buttons: an action the user may not take is not shown at
 * all (the API answers 403 to it anyway). `permission` names one of shared-ui/permissions.
 */
import type { ReactNode } from 'react';
import type { Permission } from '../permissions';
import { useCan } from 'shared-ui/session';

export function Can({ permission, children }: { permission: Permission; children?: ReactNode }) {
  const can = useCan();
  return can(permission) ? children : null;
}
