import { lazy, Suspense, useState } from 'react';
import { useI18nProvider, useTranslate } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { preloadSignedInShell } from '../../shellPreload';
import { CredentialsForm, type Credentials } from './CredentialsForm';
import { LoginLayout } from './LoginLayout';

/** The authenticator step, for users with 2FA only: fetched once typing starts, shown when asked. */
const loadTwoFactorStep = () => import('./TwoFactorStep');
const TwoFactorStep = lazy(() => loadTwoFactorStep().then((module) => ({ default: module.TwoFactorStep })));

/** What other pages of the flow pass to the login page: a message to show (e.g. password reset). */
export interface LoginPageState {
  notice?: string;
  userName?: string;
}

const stateOf = (state: unknown): LoginPageState =>
  typeof state === 'object' && state !== null ? (state as LoginPageState) : {};

/**
 * The login page at '/': user and password, then the authenticator code when the server asks for
 * it (IS-0014). react-admin's useLogin goes to /dashboard on success (a signed-in visitor never
 * reaches this page: see publicRoutes).
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const { notice, userName } = stateOf(useLocation().state);
  const [twoFactor, setTwoFactor] = useState<Credentials | null>(null);
  const [lastUserName, setLastUserName] = useState(userName ?? '');
  const i18nProvider = useI18nProvider();
  // Typing the credentials takes a while: time enough to fetch what follows a sign-in.
  const fetchAhead = () => {
    void loadTwoFactorStep().catch(() => undefined);
    void preloadSignedInShell(i18nProvider);
  };

  if (twoFactor) {
    // Heading and step together; the step's chunk was fetched while the password was typed.
    return (
      <Suspense fallback={null}>
        <LoginLayout
          title={translate('login.twoFactor.title')}
          description={translate('login.twoFactor.intro', { userName: twoFactor.username })}
        >
          <TwoFactorStep
            credentials={twoFactor}
            onBack={() => {
              setLastUserName(twoFactor.username);
              setTwoFactor(null);
            }}
          />
        </LoginLayout>
      </Suspense>
    );
  }

  return (
    <LoginLayout title={translate('login.signIn.title')} description={translate('login.signIn.intro')}>
      <CredentialsForm
        initialUserName={lastUserName}
        notice={notice}
        onTwoFactor={setTwoFactor}
        onActivity={fetchAhead}
      />
    </LoginLayout>
  );
};
