import type { ReactNode } from 'react';
import { useAuthenticated, useCanAccess } from 'ra-core';
import { Loading } from 'ra-ui-materialui';
import { useNoPermissionRedirect } from './useNoPermissionRedirect';
import { OPEN_PAGE } from '../../authProvider/canAccess';

interface Props {
  /** The route's key in the route rules ('Terminal/Reassignment', 'dashboard', ...). */
  route: string;
  children: ReactNode;
}

/**
 * Custom pages are not guarded by react-admin: this one checks the session and the route's
 * permissions exactly as resource routes do.
 */
export const GuardedPage = ({ route, children }: Props) => {
  const { isPending: checkingSession } = useAuthenticated();
  const { canAccess, isPending } = useCanAccess({ resource: route, action: OPEN_PAGE });
  useNoPermissionRedirect(!isPending && canAccess === false);
  if (checkingSession || isPending) return <Loading />;
  return canAccess ? <>{children}</> : null;
};
