import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_NOTICE_MS } from '../../authProvider/authProvider';
import { useConsoleServices } from '../ConsoleServicesContext';

export const DASHBOARD_PATH = '/dashboard';

/** A permission failure: 'no permission' under the security title for 3 s, then the dashboard. */
export const useNoPermissionRedirect = (denied: boolean) => {
  const { notices } = useConsoleServices();
  const navigate = useNavigate();
  useEffect(() => {
    if (!denied) return;
    notices.emit({
      message: 'errors.generic.noPermission',
      type: 'error',
      title: 'errors.generic.securityTitle',
      durationMs: AUTH_NOTICE_MS,
    });
    navigate(DASHBOARD_PATH, { replace: true });
  }, [denied, navigate, notices]);
};
