import { useEffect } from 'react';
import { useEvent, useLogout } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { otherTabChange } from '../../authProvider/otherTabs';
import { HOME_PATH, LOGIN_PATH } from './shellConstants';
import { useDropEntityData } from './sessionEpoch';

/**
 * Follows what other tabs of the console do to the shared session: a logout there logs this tab
 * out (its caches dropped, back to '/'), and an entity switch there drops this tab's data of the
 * previous entity and opens the dashboard.
 */
/** How long the other tab's switch may keep writing the new entity's data before this tab follows. */
export const ENTITY_SETTLE_MS = 400;

export const useOtherTabsSession = (storage: Storage = localStorage) => {
  const logout = useLogout();
  const navigate = useNavigate();
  const dropEntityData = useDropEntityData();
  const followSwitch = useEvent(() => {
    navigate(HOME_PATH);
    dropEntityData();
  });
  const logOutHere = useEvent(() => logout({}, LOGIN_PATH, false));
  useEffect(() => {
    let handled = false;
    let switchTimer: ReturnType<typeof setTimeout> | undefined;
    const onStorage = (event: StorageEvent) => {
      if (handled || (event.storageArea !== null && event.storageArea !== storage)) return;
      const change = otherTabChange(event, storage);
      if (change === 'loggedOut') {
        handled = true;
        clearTimeout(switchTimer);
        // The token is already gone: this only forgets the session here, clears the caches and the store.
        void logOutHere();
      } else if (change === 'entitySwitched' || switchTimer !== undefined) {
        // The other tab stores the new entity's list and configuration a moment after its id.
        clearTimeout(switchTimer);
        switchTimer = setTimeout(() => {
          switchTimer = undefined;
          followSwitch();
        }, ENTITY_SETTLE_MS);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      clearTimeout(switchTimer);
      window.removeEventListener('storage', onStorage);
    };
  }, [followSwitch, logOutHere, storage]);
};
