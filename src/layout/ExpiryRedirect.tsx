import { useEffect } from 'react';
import { useAuthProvider } from 'ra-core';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ConsoleAuthProvider } from '../../authProvider/authProvider';

/**
 * Spec section 4: an expired session (a refused refresh, a 401) ends with the expiry warning and a
 * redirect to login, taken here as the session ends, while the warning shows. Synchronously
 * (`flushSync`): as a transition, the redirect would wait behind react-admin's own logout, whose
 * cleared queries re-render the signed-in screens again and again until they settle.
 */
export const ExpiryRedirect = () => {
  const authProvider = useAuthProvider<ConsoleAuthProvider>();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(
    () =>
      authProvider?.onExpired(() =>
        navigate('/', { replace: true, flushSync: true, state: { nextPathname: pathname, nextSearch: search } }),
      ),
    [authProvider, navigate, pathname, search],
  );
  return null;
};
