import { describe, expect, it } from 'vitest';
import { loggedOutInOtherTab, otherTabChange } from './otherTabs';

const storageWith = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

const signedIn = storageWith({ Token: 'new-token', EntityId: '2' });
const loggedOut = storageWith({ Logout: 'true', EntityId: '9' });

describe('changes made by another tab', () => {
  it('sees a logout: the token removed and the Logout flag set', () => {
    expect(loggedOutInOtherTab({ key: 'Token', oldValue: 'a.b.c', newValue: null }, loggedOut)).toBe(true);
    expect(loggedOutInOtherTab({ key: 'Logout', oldValue: null, newValue: 'true' }, loggedOut)).toBe(true);
  });

  it('sees a cleared storage as a logout', () => {
    expect(otherTabChange({ key: null, oldValue: null, newValue: null }, storageWith({}))).toBe('loggedOut');
  });

  it('does not take a token removed without the Logout flag (an expiry, a switch) for a logout', () => {
    expect(loggedOutInOtherTab({ key: 'Token', oldValue: 'a.b.c', newValue: null }, storageWith({}))).toBe(false);
  });

  it('does not take a token refresh or a new login for a logout', () => {
    expect(loggedOutInOtherTab({ key: 'Token', oldValue: 'a.b.c', newValue: 'd.e.f' }, signedIn)).toBe(false);
    expect(loggedOutInOtherTab({ key: 'Logout', oldValue: 'true', newValue: null }, signedIn)).toBe(false);
  });

  it('ignores keys that are not the session', () => {
    expect(otherTabChange({ key: 'Language', oldValue: 'es', newValue: 'en' }, signedIn)).toBeNull();
  });

  it('sees an entity switch while still signed in', () => {
    expect(otherTabChange({ key: 'EntityId', oldValue: '9', newValue: '2' }, signedIn)).toBe('entitySwitched');
    expect(otherTabChange({ key: 'EntityId', oldValue: '2', newValue: '2' }, signedIn)).toBeNull();
    expect(otherTabChange({ key: 'EntityId', oldValue: '9', newValue: '2' }, storageWith({}))).toBeNull();
  });
});
