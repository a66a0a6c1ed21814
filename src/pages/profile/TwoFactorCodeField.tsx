import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { OneTimeCodeInput } from '../../components/OneTimeCodeInput';

/** A 6-digit code box with its error line under it. */
export const TwoFactorCodeField = ({
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
