import { useState } from 'react';
import { Alert, Box, Button, Chip } from '@mui/material';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'ra-core';
import { Confirm } from 'ra-ui-materialui';
import type { SettingsDataProvider } from '../../dataProviders/settings/settingsMethods';
import { users, type User } from './schema';

type Pending = 'unblock' | 'reset2fa' | null;

/**
 * A user's state beyond its fields: a blocked user is unblocked with the service's own call (never
 * by editing the status), and an enrolled 2FA can be reset so the user enrols again.
 */
export const UserStatusPanel = () => {
  const record = useRecordContext<User>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<SettingsDataProvider>();
  const { canAccess } = useCanAccess({ resource: users.resource, action: 'edit', record });
  const [confirming, setConfirming] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const run = async (action: Exclude<Pending, null>) => {
    setBusy(true);
    try {
      if (action === 'unblock') await dataProvider.unblockUser({ userId: record.id });
      else await dataProvider.resetUserTwoFactor({ userId: record.id });
      notify(`settings.users.${action}Done`, { type: 'success', messageArgs: { name: record.userName } });
      refresh();
    } catch {
      // The error catalogue has told the user.
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };
  return (
    <Box className="full-row" sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 2 }}>
      {record.status === 'BLOCKED' && (
        <Alert
          severity="warning"
          action={
            canAccess && (
              <Button
                color="inherit"
                startIcon={<LockOpenIcon />}
                disabled={busy}
                onClick={() => setConfirming('unblock')}
              >
                {translate('settings.users.unblock')}
              </Button>
            )
          }
        >
          {translate('settings.users.blocked')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Chip
          size="small"
          color={record.twoFactorEnabled ? 'success' : 'default'}
          label={translate(record.twoFactorEnabled ? 'settings.users.twoFactorOn' : 'settings.users.twoFactorOff')}
        />
        {record.twoFactorEnabled && canAccess && (
          <Button
            size="small"
            startIcon={<PhonelinkEraseIcon />}
            disabled={busy}
            onClick={() => setConfirming('reset2fa')}
          >
            {translate('settings.users.reset2fa')}
          </Button>
        )}
      </Box>
      <Confirm
        isOpen={confirming !== null}
        loading={busy}
        title={`settings.users.${confirming ?? 'unblock'}Title`}
        content={`settings.users.${confirming ?? 'unblock'}Body`}
        translateOptions={{ name: record.userName }}
        onConfirm={() => confirming && run(confirming)}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
};
