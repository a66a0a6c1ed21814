import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { LoadingPage } from 'ra-ui-materialui';
import { Route } from 'react-router-dom';
import { LoginPage } from './LoginPage';

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

/** The login flow's pages, outside the layout: login at '/', password recovery and reset. */
export const publicRoutes: ReactElement[] = [
  // The login page is the first screen of most visits: it comes with the application.
  <Route key="login" path="/" element={<LoginPage />} />,
  <Route key="recover-password" path="/recover-password" element={page(RecoverPasswordPage)} />,
  <Route key="reset-password" path="/reset-password" element={page(ResetPasswordPage)} />,
];
