import { Alert, Stack } from '@mui/material';
import { useCanAccess, useGetOne, useTranslate } from 'ra-core';
import { useSearchParams } from 'react-router-dom';
import { OperationCard } from '../../../terminals/pages/shared/OperationCard';
import { RecordAutocomplete } from '../../../terminals/pages/shared/RecordAutocomplete';
import { partners, type Partner } from '../../schema';
import { AssignCommerce } from './AssignCommerce';
import { AssignedCommercesTable } from './AssignedCommercesTable';
import { useCommerceAssignment } from './useCommerceAssignment';

/**
 * /partner/commerce?id=: the commerces assigned to a partner. None assigned means the partner
 * reaches every commerce of the entity (spec section 6); writers assign and unassign here.
 */
export const PartnerCommercesPage = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const { data: partner } = useGetOne<Partner>(partners.resource, { id: id ?? 0 }, { enabled: id !== undefined });
  const { canAccess: canEdit = false } = useCanAccess({ resource: partners.resource, action: 'edit' });
  const { assign, unassign, isPending } = useCommerceAssignment(partner);
  const assigned = (partner?.commerceIds ?? []).map(Number);
  return (
    <OperationCard title={translate('partnerPages.commerces.title')}>
      <Stack spacing={2}>
        <div>
          <RecordAutocomplete
            resource={partners.resource}
            label={translate('partnerPages.commerces.partner')}
            value={id ? [id] : []}
            onChange={([next]) => setParams(next ? { id: String(next) } : {})}
          />
        </div>
        {!partner ? (
          <Alert severity="info">{translate('partnerPages.commerces.choosePartner')}</Alert>
        ) : (
          <>
            <Alert severity={assigned.length ? 'warning' : 'info'} role="status">
              {assigned.length
                ? translate('partnerPages.commerces.only', { smart_count: assigned.length })
                : translate('partnerPages.commerces.all')}
            </Alert>
            {canEdit && <AssignCommerce assigned={assigned} onAssign={assign} disabled={isPending} />}
            <AssignedCommercesTable ids={assigned} onUnassign={canEdit ? unassign : undefined} disabled={isPending} />
          </>
        )}
      </Stack>
    </OperationCard>
  );
};
