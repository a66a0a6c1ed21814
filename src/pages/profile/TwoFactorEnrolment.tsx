import { Alert, Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'ra-core';
import type { TwoFactorQr } from '../../../authProvider/identityClient';
import { CodePrompt } from '../../../resources/identity/code/CodePrompt';
import { useCodeEntry } from '../../../resources/identity/code/useCodeEntry';
import { errorMessageOf } from './errors';
import { groupedSecret, secretOf } from './twoFactorSecret';

/** The QR image, the secret for manual entry, and the code that confirms it. */
export const TwoFactorEnrolment = ({
  enrolment,
  regenerated,
  confirmLabel,
  onSubmit,
}: {
  enrolment: TwoFactorQr;
  /** A new key from 'regenerate': it replaces the active one once a code confirms it. */
  regenerated: boolean;
  confirmLabel: string;
  /** Confirms the key with a code; a refusal it throws is shown under the boxes. */
  onSubmit: (code: string) => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const entry = useCodeEntry({
    send: async (code) => {
      await onSubmit(code);
    },
    refusal: (refusal) => ({ key: errorMessageOf(refusal, 'code') ?? 'errors.generic.oops', clear: false }),
    tooShortKey: 'profile.twoFactor.codeLength',
  });
  const secret = secretOf(enrolment.uri);
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
        void entry.submit();
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
      <CodePrompt entry={entry} label="profile.twoFactor.code" sendOnComplete={false} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={entry.busy}>
          {translate(confirmLabel)}
        </Button>
      </Box>
    </Stack>
  );
};
