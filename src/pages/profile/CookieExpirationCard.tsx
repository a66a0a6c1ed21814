import { useState } from 'react';
import { Box, Button, Card, CardContent, CardHeader, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { MAX_COOKIE_DAYS } from '../../../resources/users/schema';
import { errorMessageOf } from './errors';
import { useAccountCalls } from './useAccountCalls';

export const MIN_COOKIE_DAYS = 1;

/** Spec section 5: cookie validity is a whole number of days, at most 30. */
export const cookieDaysError = (text: string): string | undefined => {
  const value = text.trim();
  if (!/^\d+$/.test(value)) return 'profile.cookie.range';
  const days = Number(value);
  return days < MIN_COOKIE_DAYS || days > MAX_COOKIE_DAYS ? 'profile.cookie.range' : undefined;
};

const range = { min: MIN_COOKIE_DAYS, max: MAX_COOKIE_DAYS };

/**
 * How many days the browser remembers the session (identity's SetCookieTime). Checked here first;
 * the server's refusal (IS-0019) is shown on the field too.
 */
export const CookieExpirationCard = ({ initialDays }: { initialDays?: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const identity = useAccountCalls();
  const [typed, setTyped] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const save = useMutation({
    mutationFn: (days: number) => identity.setCookieTime(days),
    onSuccess: (_, days) => {
      setTyped(String(days));
      notify('profile.cookie.saved', { type: 'success', messageArgs: { smart_count: days } });
    },
  });

  const value = typed ?? (initialDays === undefined ? '' : String(initialDays));
  const localError = touched ? cookieDaysError(value) : undefined;
  const serverError = save.isError ? errorMessageOf(save.error, 'days') : undefined;
  const error = localError ?? serverError;

  const submit = () => {
    setTouched(true);
    if (cookieDaysError(value)) return;
    save.mutate(Number(value.trim()));
  };

  return (
    <Card variant="outlined">
      <CardHeader
        title={translate('profile.cookie.title')}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', fontWeight: 600 } }}
      />
      <CardContent>
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {translate('profile.cookie.intro')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <TextField
              label={translate('profile.cookie.days')}
              value={value}
              onChange={(event) => {
                setTyped(event.target.value);
                if (save.isError) save.reset();
              }}
              onBlur={() => setTouched(true)}
              error={Boolean(error)}
              helperText={translate(error ?? 'profile.cookie.helper', range)}
              type="number"
              size="small"
              sx={{ width: { xs: '100%', sm: 260 } }}
              slotProps={{ htmlInput: { min: MIN_COOKIE_DAYS, max: MAX_COOKIE_DAYS, step: 1, inputMode: 'numeric' } }}
            />
            <Button type="submit" variant="contained" loading={save.isPending} sx={{ mt: 0.25 }}>
              {translate('profile.cookie.save')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
};
