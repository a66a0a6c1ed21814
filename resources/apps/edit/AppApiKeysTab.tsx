import KeyIcon from '@mui/icons-material/Key';
import { Alert, Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useCanAccess, useDataProvider, useGetList, useNotify, useRecordContext, useTranslate } from 'ra-core';
import { Confirm } from 'ra-ui-materialui';
import { useState } from 'react';
import type { ConsoleDataProvider } from '../../../dataProviders/consoleDataProvider';
import type { ApiKeyChange } from '../../../dataProviders/market/marketMethods';
import { hasExpired } from '../../appApiKeys/appApiKeyRules';
import { appApiKeys, type AppApiKey } from '../../appApiKeys/schema';
import { fieldLabel } from '../../views/labels';
import { NewAppKeyNotice } from './NewAppKeyNotice';

/**
 * The app's API keys, listed to their readers by their first characters only: generate one (shown
 * once), switch one on or off, expire one (after a confirmation).
 */
export const AppApiKeysTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [generated, setGenerated] = useState<string | null>(null);
  const [expiring, setExpiring] = useState<number | null>(null);
  const id = Number(record?.id);
  const { canAccess: canRead = false } = useCanAccess({ resource: appApiKeys.resource, action: 'list' });
  const { canAccess: canWrite = false } = useCanAccess({ resource: appApiKeys.resource, action: 'edit' });
  const {
    data: keys = [],
    isPending,
    refetch,
  } = useGetList<AppApiKey>(
    appApiKeys.resource,
    { filter: { appId: id }, pagination: { page: 1, perPage: 100 }, sort: { field: 'createdAt', order: 'DESC' } },
    { enabled: canRead && Number.isFinite(id) },
  );
  if (!record) return null;
  if (!canRead) return <Alert severity="info">{translate('market.apiKeys.notAllowed')}</Alert>;
  const settle = async (call: () => Promise<unknown>, message: string) => {
    try {
      await call();
      await refetch();
      notify(message, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.generic.oops', { type: 'warning' });
    }
  };
  const generate = () =>
    settle(
      async () => setGenerated((await dataProvider.generateApiKey({ id })).data.apiKey),
      'market.apiKeys.generated',
    );
  const change = (keyId: number, what: ApiKeyChange) =>
    settle(() => dataProvider.changeApiKey({ id, keyId, change: what }), 'market.apiKeys.changed');
  const label = (name: string) => translate(fieldLabel(appApiKeys.resource, name));
  return (
    <Box sx={{ width: '100%' }}>
      {canWrite && (
        <Button startIcon={<KeyIcon />} variant="outlined" sx={{ mb: 2 }} onClick={() => void generate()}>
          {translate('market.apiKeys.generate')}
        </Button>
      )}
      {generated && <NewAppKeyNotice apiKey={generated} onClose={() => setGenerated(null)} />}
      {isPending ? null : keys.length === 0 ? (
        <Alert severity="info">{translate('market.apiKeys.empty')}</Alert>
      ) : (
        <Table size="small" aria-label={translate('market.app.tabs.apiKeys')}>
          <TableHead>
            <TableRow>
              <TableCell>{label('prefix')}</TableCell>
              <TableCell>{label('apiKeyIsActive')}</TableCell>
              <TableCell>{label('expirationDate')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {keys.map((key) => {
              const expired = hasExpired(key, Date.now());
              const state = expired
                ? 'market.apiKeys.expired'
                : key.apiKeyIsActive
                  ? 'ra.boolean.true'
                  : 'ra.boolean.false';
              return (
                <TableRow key={key.id}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{`${key.prefix ?? ''}…`}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={key.apiKeyIsActive && !expired ? 'success' : 'default'}
                      label={translate(state)}
                    />
                  </TableCell>
                  <TableCell>{new Date(String(key.expirationDate)).toLocaleString()}</TableCell>
                  <TableCell align="right">
                    {canWrite && !expired && (
                      <Stack direction="row" spacing={1} justifyContent="flex-end">
                        <Button
                          size="small"
                          onClick={() => void change(Number(key.id), { active: !key.apiKeyIsActive })}
                        >
                          {translate(key.apiKeyIsActive ? 'market.apiKeys.deactivate' : 'market.apiKeys.activate')}
                        </Button>
                        <Button size="small" color="error" onClick={() => setExpiring(Number(key.id))}>
                          {translate('market.apiKeys.expire')}
                        </Button>
                      </Stack>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <Confirm
        isOpen={expiring !== null}
        title={translate('market.apiKeys.confirmExpire.title')}
        content={translate('market.apiKeys.confirmExpire.content')}
        onClose={() => setExpiring(null)}
        onConfirm={() => {
          if (expiring !== null) void change(expiring, { expire: true });
          setExpiring(null);
        }}
      />
    </Box>
  );
};
