import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useCanAccess, useTranslate } from 'ra-core';
import { errorKeyOf } from '../../terminals/pages/shared/errorText';
import { ApplicationDialog } from './ApplicationDialog';
import { CaKeyDialog } from './CaKeyDialog';
import { ExpiryChip } from './ExpiryChip';
import { applicationKey, caKeyId } from './emvDiff';
import { emptyApplication, emptyCaKey, type CaKey, type EmvApplication } from './emvShapes';
import { EmvSection } from './EmvSection';
import { validateApplications, validateCaKeys, type FieldErrors } from './emvValidators';
import { EMV_RULE, useEmvProvider } from './useEmvProvider';

/** The errors of the item at `index` once placed in the list (repeated AIDs or keys). */
const errorsAt =
  <T,>(validate: (items: T[]) => FieldErrors, draft: T[], index: number) =>
  (item: T): FieldErrors => {
    const next = [...draft];
    next[index] = item;
    const prefix = `${index}.`;
    return Object.fromEntries(
      Object.entries(validate(next))
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, message]) => [key.slice(prefix.length), message]),
    );
  };

/**
 * A profile's EMV tab: its applications and CA public keys, each list changed only through a
 * proposal another person approves. Self-contained (its own queries), so the profile's form or its
 * own page can hold it.
 */
export const EmvTab = ({ profileId }: { profileId: number }) => {
  const translate = useTranslate();
  const provider = useEmvProvider();
  const { canAccess: canPropose = false } = useCanAccess({ resource: EMV_RULE, action: 'edit' });
  const config = useQuery({
    queryKey: ['profilesEmv', 'configuration', profileId],
    queryFn: async () => (await provider.emvConfiguration({ profileId })).data,
  });
  const pending = useQuery({
    queryKey: ['profilesEmv', 'proposals', 'PENDING', profileId],
    queryFn: async () => (await provider.parameterProposals({ status: 'PENDING', profileId })).data,
  });
  if (config.isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  if (!config.data) return <Alert severity="error">{translate(errorKeyOf(config.error))}</Alert>;
  const waiting = pending.data?.length ?? 0;
  return (
    <Stack spacing={4}>
      {!canPropose && <Alert severity="info">{translate('profilesEmv.emv.readOnly')}</Alert>}
      {waiting > 0 && (
        <Alert
          severity="warning"
          action={
            <Button component={Link} to="/Profiles/Proposals" color="inherit" size="small">
              {translate('profilesEmv.emv.seeProposals')}
            </Button>
          }
        >
          {translate('profilesEmv.emv.pending', { smart_count: waiting })}
        </Alert>
      )}
      <EmvSection<EmvApplication>
        profileId={profileId}
        section="EMV_APPLICATIONS"
        title={translate('profilesEmv.emv.applications')}
        items={config.data.applications}
        keyOf={applicationKey}
        blank={emptyApplication}
        canPropose={canPropose}
        columns={[
          { field: 'aid' },
          { field: 'label' },
          { field: 'kernelId' },
          { field: 'terminalCapabilities' },
          { field: 'tacDefault' },
          { field: 'tacDenial' },
          { field: 'tacOnline' },
          { field: 'floorLimit' },
          { field: 'cvmRequiredLimit' },
          { field: 'contactlessTransactionLimit' },
          { field: 'ddol' },
        ]}
        renderDialog={({ initial, draft, index, onSave, onClose }) => (
          <ApplicationDialog
            initial={initial}
            listErrors={errorsAt(validateApplications, draft, index)}
            onSave={onSave}
            onClose={onClose}
          />
        )}
      />
      <EmvSection<CaKey>
        profileId={profileId}
        section="CA_KEYS"
        title={translate('profilesEmv.emv.caKeys')}
        items={config.data.caKeys}
        keyOf={caKeyId}
        blank={emptyCaKey}
        canPropose={canPropose}
        columns={[
          { field: 'rid' },
          { field: 'index' },
          { field: 'exponent' },
          {
            field: 'modulus',
            render: (key) => translate('profilesEmv.emv.modulusBytes', { bytes: key.modulus.length / 2 }),
          },
          { field: 'hash', render: (key) => `${key.hash.slice(0, 8)}…${key.hash.slice(-4)}` },
          { field: 'expiry', render: (key) => <ExpiryChip expiry={key.expiry} /> },
        ]}
        renderDialog={({ initial, draft, index, onSave, onClose }) => (
          <CaKeyDialog
            initial={initial}
            listErrors={errorsAt(validateCaKeys, draft, index)}
            onSave={onSave}
            onClose={onClose}
          />
        )}
      />
    </Stack>
  );
};
