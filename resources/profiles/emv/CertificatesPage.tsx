import {
  Alert,
  CircularProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { errorKeyOf } from '../../terminals/pages/shared/errorText';
import { OperationCard } from '../../terminals/pages/shared/OperationCard';
import { daysToExpiry, expiryStateOf, type ExpiryState } from './certificateExpiry';
import { ExpiryChip } from './ExpiryChip';
import { useEmvProvider } from './useEmvProvider';

const tints = { EXPIRED: 'error', EXPIRING: 'warning' } as const;
const rowSx = (state: ExpiryState) =>
  state === 'VALID' ? undefined : { bgcolor: (theme: Theme) => alpha(theme.palette[tints[state]].main, 0.1) };

/** /Profiles/Certificates: every CA key of every profile, expired and expiring (90 days) first. */
export const CertificatesPage = () => {
  const translate = useTranslate();
  const provider = useEmvProvider();
  const now = Date.now();
  const { data, isPending, error } = useQuery({
    queryKey: ['profilesEmv', 'certificates'],
    queryFn: async () => (await provider.caKeyCertificates({})).data,
  });
  const count = (state: string) => (data ?? []).filter((key) => expiryStateOf(key.expiry, now) === state).length;
  return (
    <OperationCard title={translate('profilesEmv.certificates.title')}>
      <Typography color="text.secondary" gutterBottom>
        {translate('profilesEmv.certificates.intro')}
      </Typography>
      {error && <Alert severity="error">{translate(errorKeyOf(error))}</Alert>}
      {isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {data && (
        <Alert severity={count('EXPIRED') ? 'error' : count('EXPIRING') ? 'warning' : 'success'} sx={{ my: 2 }}>
          {translate('profilesEmv.certificates.summary', {
            expired: count('EXPIRED'),
            expiring: count('EXPIRING'),
            total: data.length,
          })}
        </Alert>
      )}
      {data?.length === 0 && <Typography>{translate('profilesEmv.certificates.none')}</Typography>}
      {data && data.length > 0 && (
        <Table size="small" aria-label={translate('profilesEmv.certificates.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('profilesEmv.certificates.state')}</TableCell>
              <TableCell>{translate('profilesEmv.certificates.profile')}</TableCell>
              <TableCell>{translate('profilesEmv.emv.fields.rid')}</TableCell>
              <TableCell>{translate('profilesEmv.emv.fields.index')}</TableCell>
              <TableCell align="right">{translate('profilesEmv.certificates.days')}</TableCell>
              <TableCell>{translate('profilesEmv.emv.fields.modulus')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((key) => {
              const state = expiryStateOf(key.expiry, now);
              return (
                <TableRow key={`${key.profileId}/${key.rid}/${key.index}`} sx={rowSx(state)}>
                  <TableCell>
                    <ExpiryChip expiry={key.expiry} now={now} />
                  </TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={`/Profiles/Emv?profile=${key.profileId}`}>
                      {key.profileName}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{key.rid}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{key.index}</TableCell>
                  <TableCell align="right">{daysToExpiry(key.expiry, now)}</TableCell>
                  <TableCell>{translate('profilesEmv.emv.modulusBytes', { bytes: key.modulus.length / 2 })}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </OperationCard>
  );
};
