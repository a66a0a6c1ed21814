import { guarded, OWN_GUARD, type GateTable } from '../routeGate';

const COMMERCE_TERMINALS = ['commerces', 'terminals'] as const;
const ofCommerce = { commerce: 'id' } as const;

/** The commerce service's own routes: a commerce's terminals, stock, CSV onboarding, the partner API. */
export const commerceGates: GateTable = {
  'GET /commerce/api/v1/partner/api/commerces': OWN_GUARD,
  'GET /commerce/api/v1/partner/api/terminals': OWN_GUARD,
  'POST /commerce/api/v1/partner/api-key/generate': guarded('write', { resources: ['apiKeys'] }),
  'POST /commerce/api/v1/partner/api-key/:id/revoke': guarded('write', { resources: ['apiKeys'] }),
  'GET /commerce/api/Commerce/warehouse/terminals': guarded('read', {
    resources: COMMERCE_TERMINALS,
    partnerScope: 'refused',
  }),
  'GET /commerce/api/Commerce/:id/terminals': guarded('read', {
    resources: COMMERCE_TERMINALS,
    partnerScope: ofCommerce,
  }),
  'POST /commerce/api/Commerce/:id/terminals': guarded('write', {
    resources: COMMERCE_TERMINALS,
    partnerScope: ofCommerce,
  }),
  'POST /commerce/api/Commerce/:id/terminals/move-out': guarded('write', {
    resources: COMMERCE_TERMINALS,
    partnerScope: ofCommerce,
  }),
  'GET /commerce/api/Commerce/short-list': guarded('read', { resources: ['commerces'], partnerScope: 'narrowed' }),
  'GET /commerce/api/Commerce/merchantid/:merchantId': guarded('read', {
    resources: ['commerces'],
    partnerScope: 'narrowed',
  }),
  'GET /commerce/api/Commerce/:id/details': guarded('read', {
    resources: COMMERCE_TERMINALS,
    partnerScope: ofCommerce,
  }),
  'GET /commerce/api/v1/Commerce/:id/params': guarded('read', {
    resources: ['commerces', 'commerceParameters'],
    partnerScope: ofCommerce,
  }),
  'GET /commerce/api/Commerce/subsidies': guarded('read', { resources: ['commerces'] }),
  'GET /commerce/api/commerce/partner': guarded('read', { resources: ['partners'], partnerScope: 'narrowed' }),
  'GET /commerce/api/Commerce/csv/example': guarded('read', { resources: ['commerces'] }),
  'POST /commerce/api/Commerce/create/from-file': guarded('write', {
    resources: ['commerces'],
    partnerScope: 'refused',
  }),
};
