import { sessionKeys } from './sessionStore';

/** What a `storage` event says that matters here (a real StorageEvent fits). */
export type StorageChange = Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>;

/** What this tab must do after another tab of the console changed the shared session. */
export type OtherTabChange = 'loggedOut' | 'entitySwitched' | null;

/**
 * Reads a `storage` event (fired only for changes made by other tabs) against the current
 * storage: the other tab logged out (it removed the token and set the Logout flag), or it
 * switched the entity while this tab stays signed in.
 */
export const otherTabChange = (event: StorageChange, storage: Pick<Storage, 'getItem'>): OtherTabChange => {
  const loggedOut = storage.getItem(sessionKeys.logout) === 'true' && !storage.getItem(sessionKeys.token);
  if (event.key === null) return storage.getItem(sessionKeys.token) ? null : 'loggedOut';
  if (event.key === sessionKeys.logout) return event.newValue === 'true' && loggedOut ? 'loggedOut' : null;
  if (event.key === sessionKeys.token)
    return event.oldValue !== null && event.newValue === null && loggedOut ? 'loggedOut' : null;
  if (event.key === sessionKeys.entityId) {
    const switched = event.newValue !== null && event.oldValue !== event.newValue;
    return switched && storage.getItem(sessionKeys.token) ? 'entitySwitched' : null;
  }
  return null;
};

/** Whether another tab logged out (spec: logging out in one tab logs out the others). */
export const loggedOutInOtherTab = (event: StorageChange, storage: Pick<Storage, 'getItem'>) =>
  otherTabChange(event, storage) === 'loggedOut';
