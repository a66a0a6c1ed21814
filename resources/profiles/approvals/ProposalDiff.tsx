import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useParameterLabel } from '../edit/useParameterLabel';
import type { ItemChange } from '../emv/emvDiff';
import { hostTypes, type HostType } from '../parameters/types';
import type { ProposalTopic } from './proposals';

const kindColors = { ADDED: 'success', REMOVED: 'error', CHANGED: 'info' } as const;

/** Long hex (a modulus) shown by its ends, whole in the tooltip. */
const shown = (value: unknown) => {
  if (value === null || value === undefined || value === '') return '—';
  const text = String(value);
  return text.length > 28 ? `${text.slice(0, 12)}…${text.slice(-12)}` : text;
};

/** What a proposal changes, item by item and field by field, before and after. */
export const ProposalDiff = ({ diff, section }: { diff: readonly ItemChange[]; section: ProposalTopic }) => {
  const translate = useTranslate();
  const parameterLabel = useParameterLabel();
  const hosts = section === 'HOSTS';
  const itemLabel = (key: string) =>
    !hosts
      ? key
      : hostTypes.includes(key as HostType)
        ? translate(`profileParameters.hostTypes.${key}`)
        : parameterLabel(key);
  const fieldLabel = (field: string) => (hosts ? parameterLabel(field) : translate(`profilesEmv.emv.fields.${field}`));
  return (
    <Table size="small" aria-label={translate('profilesEmv.proposals.item')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('profilesEmv.proposals.item')}</TableCell>
          <TableCell>{translate('profilesEmv.proposals.field')}</TableCell>
          <TableCell>{translate('profilesEmv.proposals.before')}</TableCell>
          <TableCell>{translate('profilesEmv.proposals.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {diff.flatMap((item) =>
          item.changes.map((change, i) => (
            <TableRow key={`${item.key}/${change.field}`}>
              <TableCell sx={{ fontFamily: 'monospace', verticalAlign: 'top' }}>
                {i === 0 && (
                  <>
                    {itemLabel(item.key)}{' '}
                    <Chip
                      size="small"
                      color={kindColors[item.kind]}
                      sx={item.kind === 'CHANGED' ? { color: 'common.black' } : undefined}
                      label={translate(`profilesEmv.proposals.kinds.${item.kind}`)}
                    />
                  </>
                )}
              </TableCell>
              <TableCell>{fieldLabel(change.field)}</TableCell>
              <TableCell title={String(change.before ?? '')} sx={{ fontFamily: 'monospace', color: 'error.dark' }}>
                {shown(change.before)}
              </TableCell>
              <TableCell title={String(change.after ?? '')} sx={{ fontFamily: 'monospace', color: 'success.dark' }}>
                {shown(change.after)}
              </TableCell>
            </TableRow>
          )),
        )}
      </TableBody>
    </Table>
  );
};
