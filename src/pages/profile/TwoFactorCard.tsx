import { useState } from 'react';
import { Alert, Button, Card, CardContent, CardHeader, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { Confirm } from 'ra-ui-materialui';
import type { TwoFactorQr } from '../../../authProvider/identityClient';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';
import { DisableTwoFactorDialog } from './DisableTwoFactorDialog';
import { useAccountCalls } from './useAccountCalls';

/**
 * Two-factor authentication of the signed-in user (spec: enabled, disabled, or its QR
 * regenerated): status, the QR and secret to enrol, enabling with a code, disabling with a code,
 * and regenerating the QR after a confirmation. A regenerated secret only replaces the active one
 * once a code made from it is confirmed.
 */
export const TwoFactorCard = ({ userKey, fallbackEnabled }: { userKey: string; fallbackEnabled?: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const identity = useAccountCalls();
  const queryKey = ['profile', 'twoFactor', userKey];
  const status = useQuery({ queryKey, queryFn: () => identity.twoFactorQr(), retry: false });
  const [enrolment, setEnrolment] = useState<{ qr: TwoFactorQr; regenerated: boolean } | null>(null);
  const [confirmingRegenerate, setConfirmingRegenerate] = useState(false);
  const [disabling, setDisabling] = useState(false);

  const enabled = status.data?.enabled ?? fallbackEnabled;
  const settle = (nowEnabled: boolean, message: string) => {
    queryClient.setQueryData<TwoFactorQr>(queryKey, (current) =>
      current ? { ...current, enabled: nowEnabled } : current,
    );
    void queryClient.invalidateQueries({ queryKey });
    setEnrolment(null);
    notify(message, { type: 'success' });
  };

  const enable = useMutation({
    mutationFn: (code: string) => identity.enableTwoFactor(code),
    onSuccess: () => settle(true, enabled ? 'profile.twoFactor.newKeyDone' : 'profile.twoFactor.enableDone'),
  });
  const regenerate = useMutation({
    mutationFn: () => identity.regenerateTwoFactorQr(),
    onSuccess: (fresh) => {
      setConfirmingRegenerate(false);
      enable.reset();
      setEnrolment({ qr: fresh, regenerated: true });
    },
    onError: () => setConfirmingRegenerate(false),
  });

  const statusChip =
    enabled === undefined ? (
      status.isPending ? (
        <Skeleton width={90} height={32} data-testid="two-factor-status-loading" />
      ) : (
        <Chip label={translate('profile.twoFactor.unknown')} variant="outlined" />
      )
    ) : (
      <Chip
        label={translate(enabled ? 'profile.twoFactor.enabled' : 'profile.twoFactor.disabled')}
        color={enabled ? 'success' : 'default'}
        variant={enabled ? 'filled' : 'outlined'}
        data-testid="two-factor-status"
      />
    );

  return (
    <Card variant="outlined">
      <CardHeader
        title={translate('profile.twoFactor.title')}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', fontWeight: 600 } }}
        action={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
              {translate('profile.twoFactor.status')}
            </Typography>
            {statusChip}
          </Stack>
        }
        sx={{ '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate('profile.twoFactor.intro')}
          </Typography>
          {status.isError && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={() => void status.refetch()} loading={status.isFetching}>
                  {translate('profile.twoFactor.retry')}
                </Button>
              }
            >
              {translate('profile.twoFactor.loadError')}
            </Alert>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {enabled === false && (
              <Button
                variant={enrolment ? 'text' : 'contained'}
                onClick={() => setEnrolment(enrolment || !status.data ? null : { qr: status.data, regenerated: false })}
                disabled={!status.data}
                loading={status.isFetching && !status.data}
              >
                {translate(enrolment ? 'profile.twoFactor.hideQr' : 'profile.twoFactor.showQr')}
              </Button>
            )}
            {enabled !== undefined && (
              <Button variant="outlined" onClick={() => setConfirmingRegenerate(true)} loading={regenerate.isPending}>
                {translate('profile.twoFactor.regenerate')}
              </Button>
            )}
            {enabled === true && (
              <Button variant="outlined" color="error" onClick={() => setDisabling(true)}>
                {translate('profile.twoFactor.disable')}
              </Button>
            )}
          </Stack>
          {enrolment && (
            <TwoFactorEnrolment
              key={enrolment.qr.uri}
              enrolment={enrolment.qr}
              regenerated={enrolment.regenerated}
              confirmLabel={enabled ? 'profile.twoFactor.confirmNew' : 'profile.twoFactor.enable'}
              onSubmit={(code) => enable.mutateAsync(code)}
            />
          )}
        </Stack>
      </CardContent>
      <Confirm
        isOpen={confirmingRegenerate}
        title="profile.twoFactor.regenerateTitle"
        content="profile.twoFactor.regenerateContent"
        confirm="profile.twoFactor.regenerate"
        cancel="profile.twoFactor.cancel"
        confirmColor="warning"
        loading={regenerate.isPending}
        onConfirm={() => regenerate.mutate()}
        onClose={() => setConfirmingRegenerate(false)}
      />
      {disabling && (
        <DisableTwoFactorDialog
          open
          onClose={() => setDisabling(false)}
          onDisabled={() => {
            setDisabling(false);
            settle(false, 'profile.twoFactor.disableDone');
          }}
        />
      )}
    </Card>
  );
};
