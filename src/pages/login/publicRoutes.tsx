import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { LoadingPage } from 'ra-ui-materialui';
import { Route } from 'react-router-dom';

/** The login flow is a chunk of its own: a signed-in console never loads it. */
const LoginPage = lazy(() => import('./LoginPage').then((module) => ({ default: module.LoginPage })));
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

/** The login flow's pages, outside the layout: login at '/', password recovery and reset. */
export const publicRoutes: ReactElement[] = [
  <Route key="login" path="/" element={page(LoginPage)} />,
  <Route key="recover-password" path="/recover-password" element={page(RecoverPasswordPage)} />,
  <Route key="reset-password" path="/reset-password" element={page(ResetPasswordPage)} />,
];
