import type { ReactElement } from 'react';
import { CanAccess } from 'ra-core';
import { Loading } from 'ra-ui-materialui';
import { OPEN_EDIT_PAGE, OPEN_PAGE } from '../../authProvider/canAccess';
import { AccessDeniedRedirect } from './AccessDeniedRedirect';

interface Props {
  resource: string;
  action: 'list' | 'create' | 'edit' | 'show';
  children: ReactElement;
}

/** What each view asks of canAccess: its screens are pages of the route (canAccess.ts). */
const viewActions: Record<Props['action'], string> = {
  list: OPEN_PAGE,
  show: OPEN_PAGE,
  create: 'create',
  edit: OPEN_EDIT_PAGE,
};

/**
 * React-admin's views render their children once the access check settles, even when it refuses,
 * and redirect afterwards; by then their reference inputs have asked for lists the user may not
 * read, and each 403 sends the user away with 'no permission'. The view mounts only when access is granted.
 */
export const ResourceViewGuard = ({ resource, action, children }: Props) => (
  <CanAccess
    resource={resource}
    action={viewActions[action]}
    loading={<Loading />}
    accessDenied={<AccessDeniedRedirect />}
  >
    {children}
  </CanAccess>
);

/** The view wrapped in its guard, or nothing when the resource has no such view. */
export const guardedView = (resource: string, action: Props['action'], view: ReactElement | undefined) =>
  view && (
    <ResourceViewGuard resource={resource} action={action}>
      {view}
    </ResourceViewGuard>
  );
