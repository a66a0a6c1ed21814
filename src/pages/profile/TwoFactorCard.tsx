import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { Confirm } from 'ra-ui-materialui';
import type { TwoFactorQr } from '../../../authProvider/identityClient';
import { CODE_LENGTH, OneTimeCodeInput } from '../../components/OneTimeCodeInput';
import { useConsoleServices } from '../../ConsoleServicesContext';
import { errorMessageOf } from './errors';
import { groupedSecret, secretOf } from './twoFactorSecret';

/** A 6-digit code box with its error line under it. */
const CodeField = ({
  code,
  onChange,
  error,
  disabled,
  onComplete,
}: {
  code: string;
  onChange: (code: string) => void;
  error?: string;
  disabled?: boolean;
  onComplete?: (code: string) => void;
}) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <OneTimeCodeInput
        value={code}
        onChange={onChange}
        onComplete={onComplete}
        label="profile.twoFactor.code"
        error={Boolean(error)}
        disabled={disabled}
      />
      {error && (
        <Typography role="alert" variant="body2" color="error">
          {translate(error)}
        </Typography>
      )}
    </Stack>
  );
};

/** The QR image, the secret for manual entry, and the code that confirms it. */
const Enrolment = ({
  enrolment,
  regenerated,
  confirmLabel,
  pending,
  error,
  onSubmit,
}: {
  enrolment: TwoFactorQr;
  /** A new key from 'regenerate': it replaces the active one once a code confirms it. */
  regenerated: boolean;
  confirmLabel: string;
  pending: boolean;
  error?: string;
  onSubmit: (code: string) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [code, setCode] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const secret = secretOf(enrolment.uri);
  const submit = () => {
    if (code.length !== CODE_LENGTH) return setTooShort(true);
    setTooShort(false);
    onSubmit(code);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify('profile.twoFactor.copied', { type: 'info' });
    } catch {
      // No clipboard (an insecure page): the key stays on screen to be copied by hand.
    }
  };
  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="two-factor-enrolment"
    >
      {regenerated && <Alert severity="info">{translate('profile.twoFactor.regenerated')}</Alert>}
      <Typography variant="body2" color="text.secondary">
        {translate('profile.twoFactor.scan')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: 'center' }}>
        <Box
          component="img"
          src={enrolment.qr}
          alt={translate('profile.twoFactor.qrAlt')}
          width={176}
          height={176}
          sx={{ bgcolor: '#fff', p: 1, borderRadius: 1, border: 1, borderColor: 'divider', flexShrink: 0 }}
        />
        {secret && (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {translate('profile.twoFactor.secret')}
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Typography
                component="code"
                data-testid="two-factor-secret"
                sx={{ fontFamily: 'monospace', fontSize: '1rem', letterSpacing: '0.05em', wordBreak: 'break-all' }}
              >
                {groupedSecret(secret)}
              </Typography>
              <Tooltip title={translate('profile.twoFactor.copy')}>
                <IconButton size="small" aria-label={translate('profile.twoFactor.copy')} onClick={() => void copy()}>
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          </Box>
        )}
      </Box>
      <CodeField
        code={code}
        onChange={(next) => {
          setCode(next);
          setTooShort(false);
        }}
        error={tooShort ? 'profile.twoFactor.codeLength' : error}
        disabled={pending}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={pending}>
          {translate(confirmLabel)}
        </Button>
      </Box>
    </Stack>
  );
};

/** Disabling asks for a current code: the dialog is also the confirmation. */
const DisableDialog = ({
  open,
  onClose,
  onDisabled,
}: {
  open: boolean;
  onClose: () => void;
  onDisabled: () => void;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const { identity } = useConsoleServices();
  const [code, setCode] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const disable = useMutation({
    mutationFn: (value: string) => identity.disableTwoFactor(value),
    onSuccess: onDisabled,
  });
  const close = () => {
    if (!disable.isPending) onClose();
  };
  const submit = () => {
    if (code.length !== CODE_LENGTH) return setTooShort(true);
    disable.mutate(code);
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={titleId}>{translate('profile.twoFactor.disableTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{translate('profile.twoFactor.disableIntro')}</DialogContentText>
            <CodeField
              code={code}
              onChange={(next) => {
                setCode(next);
                setTooShort(false);
              }}
              error={
                tooShort
                  ? 'profile.twoFactor.codeLength'
                  : disable.isError
                    ? errorMessageOf(disable.error, 'code')
                    : undefined
              }
              disabled={disable.isPending}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={disable.isPending}>
            {translate('profile.twoFactor.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" loading={disable.isPending}>
            {translate('profile.twoFactor.disable')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};

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
  const { identity } = useConsoleServices();
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
            <Enrolment
              key={enrolment.qr.uri}
              enrolment={enrolment.qr}
              regenerated={enrolment.regenerated}
              confirmLabel={enabled ? 'profile.twoFactor.confirmNew' : 'profile.twoFactor.enable'}
              pending={enable.isPending}
              error={enable.isError ? errorMessageOf(enable.error, 'code') : undefined}
              onSubmit={(code) => enable.mutate(code)}
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
        <DisableDialog
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
