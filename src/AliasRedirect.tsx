import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import type { RouteAlias } from '../resources/resourceDefinition';

/** Sends a spec URL such as /TerminalDetails/42 to the resource route that serves it. */
export const AliasRedirect = ({ alias }: { alias: RouteAlias }) => {
  const params = useParams();
  const [query] = useSearchParams();
  return <Navigate to={alias.to(params, query)} replace />;
};
