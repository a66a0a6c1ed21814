import { useState, type ReactNode } from 'react';
import { Avatar, Box, Button, Card, CardContent, CardHeader, Grid, Skeleton, Stack, Typography } from '@mui/material';
import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import { useCanAccess, useGetList, useTranslate } from 'ra-core';
import { ScreenTitle } from '../../../resources/views/reactAdminParts/ScreenTitle';
import type { User } from '../../../resources/users/schema';
import { useConsoleServices } from '../../ConsoleServicesContext';
import { ChangePasswordDialog } from '../login/ChangePasswordDialog';
import { CookieExpirationCard } from './CookieExpirationCard';
import { TwoFactorCard } from './TwoFactorCard';

const USERS = 'users';

/**
 * The signed-in user's own record, when the user may read users: found by user name in the
 * selected entity and checked against the session's user id, so nobody else's record shows.
 */
const useOwnRecord = (userName: string, userId: string) => {
  const { canAccess } = useCanAccess({ resource: USERS, action: 'list' });
  const { data, isPending } = useGetList<User>(
    USERS,
    { filter: { userName }, pagination: { page: 1, perPage: 5 }, sort: { field: 'userName', order: 'ASC' } },
    { enabled: canAccess === true && userName !== '' },
  );
  const record = data?.find(
    (user) => String(user.id) === userId && user.userName.toLowerCase() === userName.toLowerCase(),
  );
  return { record, loading: canAccess === true && isPending };
};

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography variant="body1" component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
      {children}
    </Typography>
  </Box>
);

const initialsOf = (firstName: string, lastName: string, userName: string) =>
  (`${firstName.charAt(0)}${lastName.charAt(0)}` || userName.slice(0, 2)).toUpperCase();

/**
 * My profile (spec section 2): who is signed in, a change of password, two-factor
 * authentication (QR, enable, disable, regenerate) and how long the session cookie lasts.
 */
export const ProfilePage = () => {
  const translate = useTranslate();
  const { session } = useConsoleServices();
  const identity = session.identity();
  const { record, loading } = useOwnRecord(identity.userName, identity.userId);
  const [changingPassword, setChangingPassword] = useState(false);
  const name =
    [identity.firstName, identity.lastName].filter(Boolean).join(' ') || translate('profile.account.unknown');
  const email = record?.email ?? (loading ? <Skeleton width={180} /> : translate('profile.account.unknown'));

  return (
    <Box sx={{ py: 2 }}>
      <ScreenTitle title={translate('profile.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('profile.title')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <Card variant="outlined">
            <CardHeader
              avatar={
                <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                  {initialsOf(identity.firstName, identity.lastName, identity.userName)}
                </Avatar>
              }
              title={translate('profile.account.title')}
              slotProps={{ title: { variant: 'subtitle1', component: 'h2', fontWeight: 600 } }}
            />
            <CardContent>
              <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
                <Detail label={translate('profile.account.name')}>{name}</Detail>
                <Detail label={translate('profile.account.userName')}>{identity.userName}</Detail>
                <Detail label={translate('profile.account.email')}>{email}</Detail>
              </Stack>
              <Button
                variant="outlined"
                startIcon={<LockResetOutlinedIcon />}
                onClick={() => setChangingPassword(true)}
                sx={{ mt: 3 }}
              >
                {translate('profile.account.changePassword')}
              </Button>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Stack spacing={2}>
            <TwoFactorCard
              userKey={identity.userId || identity.userName}
              fallbackEnabled={record?.twoFactorEnabled ?? undefined}
            />
            <CookieExpirationCard initialDays={record?.cookieExpirationDays ?? undefined} />
          </Stack>
        </Grid>
      </Grid>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </Box>
  );
};
