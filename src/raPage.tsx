import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingPage } from 'ra-ui-materialui';

type RaPage = 'AccessDenied' | 'AuthenticationError' | 'Error' | 'NotFound';
/**
 * react-admin's own pages for what goes wrong, loaded when one is shown: their page title is
 * editable in place, which brings a text field editor no first screen needs.
 */
export const raPage = <P extends object>(name: RaPage) => {
  const Page = lazy(() => import('./raErrorPages').then((module) => ({ default: module[name] as ComponentType<P> })));
  const Deferred = (props: P) => (
    <Suspense fallback={<LoadingPage />}>
      <Page {...props} />
    </Suspense>
  );
  return Deferred;
};
