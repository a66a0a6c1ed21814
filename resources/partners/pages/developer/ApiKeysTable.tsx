import { Alert, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetIdentity, useGetList, useTranslate } from 'ra-core';
import { apiKeyState } from '../../apiKeyRules';
import { apiKeys, type ApiKey } from '../../../apiKeys/schema';
import { PartnerName } from './PartnerName';
import { RevokeKeyButton } from './RevokeKeyButton';

const stateColor = { active: 'success', expired: 'default', revoked: 'error' } as const;

const dateTimeText = (value: unknown, locale: string) =>
  typeof value === 'string' ? new Date(value).toLocaleString(locale) : undefined;

/** The partner's keys, newest first: state, expiry, scope, last use and call count; revoke. */
export const ApiKeysTable = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const showPartner = !identity?.partnerId;
  const { data = [], isPending } = useGetList<ApiKey>(apiKeys.resource, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const locale = document.documentElement.lang || 'es';
  const t = (key: string, options?: object) => translate(`partnerPages.developer.${key}`, options);
  return (
    <section aria-labelledby="api-keys-title">
      <Typography id="api-keys-title" variant="h6" component="h2" gutterBottom>
        {t('keys')}
      </Typography>
      {!isPending && data.length === 0 ? (
        <Alert severity="info">{t('none')}</Alert>
      ) : (
        <Table size="small" aria-labelledby="api-keys-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('name')}</TableCell>
              <TableCell>{t('prefix')}</TableCell>
              {showPartner && <TableCell>{t('partner')}</TableCell>}
              <TableCell>{t('state')}</TableCell>
              <TableCell>{t('expiresAt')}</TableCell>
              <TableCell>{t('scope')}</TableCell>
              <TableCell>{t('lastUsedAt')}</TableCell>
              <TableCell align="right">{t('callCount')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((key) => {
              const state = apiKeyState(key, new Date());
              const scope = key.commerceIds?.length ?? 0;
              return (
                <TableRow key={key.id}>
                  <TableCell>{key.name}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{`${key.prefix ?? ''}…`}</TableCell>
                  {showPartner && (
                    <TableCell>
                      <PartnerName id={key.partnerId} />
                    </TableCell>
                  )}
                  <TableCell>
                    <Chip size="small" color={stateColor[state]} label={t(`states.${state}`)} />
                  </TableCell>
                  <TableCell>{key.expiresAt}</TableCell>
                  <TableCell>{scope ? t('scoped', { smart_count: scope }) : t('allScope')}</TableCell>
                  <TableCell>{dateTimeText(key.lastUsedAt, locale) ?? t('never')}</TableCell>
                  <TableCell align="right">{key.callCount ?? 0}</TableCell>
                  <TableCell align="right">{state !== 'revoked' && <RevokeKeyButton apiKey={key} />}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </section>
  );
};
