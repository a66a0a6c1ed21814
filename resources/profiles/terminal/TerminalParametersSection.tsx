import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Button, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import { useCanAccess, useNotify, useTranslate } from 'ra-core';
import { Loading } from 'ra-ui-materialui';
import { useState } from 'react';
import { Section } from '../../terminals/detail/tabs/Section';
import { terminals } from '../../terminals/schema';
import { useParameterLabel } from '../edit/useParameterLabel';
import type { ParameterValues } from '../parameters/types';
import { OverrideDialog } from './OverrideDialog';
import { parameterValueText } from './parameterValueText';
import { SourceChip } from './SourceChip';
import { useTerminalParameters } from './useTerminalParameters';

/**
 * A terminal's effective parameters, each with where it comes from (profile, group, terminal)
 * and, where the terminal overrides it, the value it would otherwise have.
 */
export const TerminalParametersSection = ({ terminalId }: { terminalId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const label = useParameterLabel();
  const { canAccess: canWrite } = useCanAccess({ resource: terminals.resource, action: 'writeParameters' });
  const { query, save } = useTerminalParameters(terminalId);
  const [editing, setEditing] = useState<string | null>(null);
  if (query.isPending) return <Loading />;
  if (!query.data) return <Alert severity="error">{translate('ra.notification.http_error')}</Alert>;
  const { overrides, effective, profileId } = query.data;
  const replace = async (next: ParameterValues) => {
    await save.mutateAsync(next);
    notify('terminalParameters.saved', { type: 'success' });
  };
  const remove = (name: string) => {
    const { [name]: _removed, ...rest } = overrides;
    void replace(rest).catch(() => undefined);
  };
  return (
    <Section
      title="terminalParameters.tab"
      actions={
        canWrite && (
          <Button startIcon={<EditIcon />} onClick={() => setEditing('')}>
            {translate('terminalParameters.override')}
          </Button>
        )
      }
    >
      {profileId === null && <Alert severity="info">{translate('terminalParameters.noProfile')}</Alert>}
      {effective.length === 0 ? (
        <Alert severity="info">{translate('terminalParameters.empty')}</Alert>
      ) : (
        <Table size="small" aria-label={translate('terminalParameters.tab')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('terminalParameters.columns.parameter')}</TableCell>
              <TableCell>{translate('terminalParameters.columns.value')}</TableCell>
              <TableCell>{translate('terminalParameters.columns.source')}</TableCell>
              <TableCell>{translate('terminalParameters.columns.inherited')}</TableCell>
              {canWrite && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {effective.map((parameter) => (
              <TableRow key={parameter.name} data-name={parameter.name}>
                <TableCell>{label(parameter.name)}</TableCell>
                <TableCell>{parameterValueText(parameter.value, translate)}</TableCell>
                <TableCell>
                  <SourceChip source={parameter.source} />
                </TableCell>
                <TableCell>
                  {parameter.inherited &&
                    `${parameterValueText(parameter.inherited.value, translate)} (${translate(`terminalParameters.sources.${parameter.inherited.source}`)})`}
                </TableCell>
                {canWrite && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={translate('terminalParameters.override')}>
                      <IconButton size="small" onClick={() => setEditing(parameter.name)}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {parameter.source === 'terminal' && (
                      <Tooltip title={translate('terminalParameters.remove')}>
                        <IconButton size="small" onClick={() => remove(parameter.name)}>
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing !== null && (
        <OverrideDialog
          initialName={editing}
          effective={effective}
          onClose={() => setEditing(null)}
          onSave={(name, value) => replace({ ...overrides, [name]: value })}
        />
      )}
    </Section>
  );
};
