import { Chip, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useCanAccess, useGetOne, useRecordContext, useTranslate } from 'ra-core';
import { permissions } from '../permissions/schema';
import { schemas } from '../schemaLookup';
import type { Permission2fa } from './schema';
import { protectionOf } from './protection';

/**
 * What a whitelist entry does, in words: whether changes ask for a 2FA code now, and which
 * screens' changes need the permission.
 */
export const ProtectionField = () => {
  const translate = useTranslate();
  const entry = useRecordContext<Permission2fa>();
  // Only a user who may read the permission catalogue learns which screens a permission changes.
  const { canAccess: readsCatalogue } = useCanAccess({ resource: permissions.resource, action: 'list' });
  const { data: permission } = useGetOne(
    permissions.resource,
    { id: entry?.permissionId },
    { enabled: Boolean(entry) && readsCatalogue === true },
  );
  if (!entry) return null;
  const { asksForCode, resources } = protectionOf(String(permission?.name ?? ''), Boolean(entry.required), schemas);
  const names = resources.map((resource) => translate(`resources.${resource}.name`, { smart_count: 2, _: resource }));
  return (
    <Stack spacing={0.5} sx={{ py: 0.5 }}>
      <Chip
        size="small"
        icon={asksForCode ? <LockIcon /> : <LockOpenIcon />}
        color={asksForCode ? 'primary' : 'default'}
        variant={asksForCode ? 'filled' : 'outlined'}
        label={translate(asksForCode ? 'settings.permissions2fa.asks' : 'settings.permissions2fa.off')}
        sx={{ alignSelf: 'flex-start' }}
      />
      {permission && (
        <Typography variant="body2" color="text.secondary">
          {names.length > 0
            ? translate('settings.permissions2fa.protects', { resources: names.join(', ') })
            : translate('settings.permissions2fa.nothing')}
        </Typography>
      )}
    </Stack>
  );
};
