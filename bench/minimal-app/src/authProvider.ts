import type { AuthProvider } from 'react-admin';

const KEY = 'minimal-app-user';

/** Any user name and password sign in; the session is a name in local storage. */
export const authProvider: AuthProvider = {
  login: async ({ username }: { username: string }) => localStorage.setItem(KEY, username),
  logout: async () => localStorage.removeItem(KEY),
  checkAuth: async () => {
    if (!localStorage.getItem(KEY)) throw new Error('Not signed in');
  },
  checkError: async () => undefined,
  getIdentity: async () => ({ id: localStorage.getItem(KEY) ?? '', fullName: localStorage.getItem(KEY) ?? '' }),
};
