import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';
import { LoadingPage } from 'ra-ui-materialui';
import { Navigate, Route } from 'react-router-dom';
import { useConsoleServices } from '../../ConsoleServicesContext';
import { RECOVER_PASSWORD_PATH, RESET_PASSWORD_PATH } from './publicPaths';

/**
 * The login page is a chunk of its own, which index.html preloads only for a visitor without a
 * session (scripts/build/firstScreen.ts): a signed-in visit never loads it.
 */
const LoginPage = lazy(() => import('./LoginPage').then((module) => ({ default: module.LoginPage })));
/** Password recovery and reset are chunks of their own, rarely needed. */
const RecoverPasswordPage = lazy(() =>
  import('./RecoverPasswordPage').then((module) => ({ default: module.RecoverPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })),
);

const page = (Page: ComponentType) => (
  <Suspense fallback={<LoadingPage />}>
    <Page />
  </Suspense>
);

/**
 * '/': a visitor signed in when it opens goes to the home page without the login page's chunk
 * (decided once: signing in on the page sets a token before its last steps). Meanwhile the login
 * page painted ahead by index.html stays on screen, so nothing else is drawn.
 */
const LoginRoute = () => {
  const { session } = useConsoleServices();
  const [signedIn] = useState(() => Boolean(session.token()));
  if (signedIn) return <Navigate to="/dashboard" replace />;
  return (
    <Suspense fallback={null}>
      <LoginPage />
    </Suspense>
  );
};

/** The login flow's pages, outside the layout: login at '/', password recovery and reset. */
export const publicRoutes: ReactElement[] = [
  <Route key="login" path="/" element={<LoginRoute />} />,
  <Route key="recover-password" path={RECOVER_PASSWORD_PATH} element={page(RecoverPasswordPage)} />,
  <Route key="reset-password" path={RESET_PASSWORD_PATH} element={page(ResetPasswordPage)} />,
];
