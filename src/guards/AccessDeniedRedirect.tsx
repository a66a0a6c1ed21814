import { useNoPermissionRedirect } from './useNoPermissionRedirect';

/** What react-admin shows when canAccess refuses a resource route. */
export const AccessDeniedRedirect = () => {
  useNoPermissionRedirect(true);
  return null;
};
