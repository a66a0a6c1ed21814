import KeyIcon from '@mui/icons-material/Key';
import { Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useTranslate, type RaRecord } from 'ra-core';
import { Confirm } from 'ra-ui-materialui';
import { useState } from 'react';
import type { ConsoleDataProvider } from '../../../dataProviders/consoleDataProvider';
import type { ApiKeyChange } from '../../../dataProviders/market/marketMethods';
import { fieldLabel } from '../../views/labels';

interface ApiKey {
  apiKeyUuid: string;
  apiKeyIsActive: boolean;
  expirationDate: string;
}

/** The app's API keys: generate one, switch one on or off, expire one (after a confirmation). */
export const AppApiKeysTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [keys, setKeys] = useState<ApiKey[]>(() => (record?.apiKeys as ApiKey[] | null) ?? []);
  const [expiring, setExpiring] = useState<string | null>(null);
  if (!record) return null;
  const id = Number(record.id);
  const settle = async (call: Promise<{ data: RaRecord }>, message: string) => {
    try {
      const { data } = await call;
      setKeys((data.apiKeys as ApiKey[] | null) ?? []);
      notify(message, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.generic.oops', { type: 'warning' });
    }
  };
  const change = (uuid: string, what: ApiKeyChange) =>
    settle(dataProvider.changeApiKey({ id, uuid, change: what }), 'market.apiKeys.changed');
  const label = (name: string) => translate(fieldLabel('appmanagement', `apiKeys.${name}`));
  return (
    <Box sx={{ width: '100%' }}>
      <Button
        startIcon={<KeyIcon />}
        variant="outlined"
        sx={{ mb: 2 }}
        onClick={() => void settle(dataProvider.generateApiKey({ id }), 'market.apiKeys.generated')}
      >
        {translate('market.apiKeys.generate')}
      </Button>
      {keys.length === 0 ? (
        <Typography>{translate('market.apiKeys.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('market.app.tabs.apiKeys')}>
          <TableHead>
            <TableRow>
              <TableCell>{label('apiKeyUuid')}</TableCell>
              <TableCell>{label('apiKeyIsActive')}</TableCell>
              <TableCell>{label('expirationDate')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {keys.map((key) => {
              const expired = Date.parse(key.expirationDate) <= Date.now();
              return (
                <TableRow key={key.apiKeyUuid}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{key.apiKeyUuid}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={key.apiKeyIsActive ? 'success' : 'default'}
                      label={translate(
                        expired
                          ? 'market.apiKeys.expired'
                          : key.apiKeyIsActive
                            ? 'ra.boolean.true'
                            : 'ra.boolean.false',
                      )}
                    />
                  </TableCell>
                  <TableCell>{new Date(key.expirationDate).toLocaleString()}</TableCell>
                  <TableCell align="right">
                    {!expired && (
                      <Stack direction="row" spacing={1} justifyContent="flex-end">
                        <Button
                          size="small"
                          onClick={() => void change(key.apiKeyUuid, { active: !key.apiKeyIsActive })}
                        >
                          {translate(key.apiKeyIsActive ? 'market.apiKeys.deactivate' : 'market.apiKeys.activate')}
                        </Button>
                        <Button size="small" color="error" onClick={() => setExpiring(key.apiKeyUuid)}>
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
          if (expiring) void change(expiring, { expire: true });
          setExpiring(null);
        }}
      />
    </Box>
  );
};
