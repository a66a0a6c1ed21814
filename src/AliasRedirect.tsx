import { useCanAccess } from 'ra-core';
import { Loading } from 'ra-ui-materialui';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { OPEN_EDIT_PAGE, OPEN_PAGE } from '../authProvider/canAccess';
import type { RouteAlias } from '../resources/resourceDefinition';
import { EditAliasRefusal } from './EditAliasRefusal';

/**
 * Sends a spec URL such as /TerminalDetails/42 to the resource route that serves it. An edit alias
 * the route table opens to everyone (/bundle-edit) stays a screen of its own for a user who may not
 * create or edit there, instead of bouncing to the dashboard.
 */
export const AliasRedirect = ({ alias }: { alias: RouteAlias }) => {
  const params = useParams();
  const [query] = useSearchParams();
  const target = alias.to(params, query);
  const resource = alias.edits ?? alias.path;
  const action = query.get('id') ? OPEN_EDIT_PAGE : 'create';
  const mayGo = useCanAccess({ resource, action, enabled: Boolean(alias.edits) });
  const openRoute = useCanAccess({ resource: alias.path, action: OPEN_PAGE, enabled: Boolean(alias.edits) });
  if (!alias.edits) return <Navigate to={target} replace />;
  if (mayGo.isPending || openRoute.isPending) return <Loading />;
  if (!mayGo.canAccess && openRoute.canAccess) return <EditAliasRefusal resource={resource} />;
  return <Navigate to={target} replace />;
};
