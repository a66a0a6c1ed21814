import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useParameterLabel } from '../edit/useParameterLabel';
import { issueKey } from '../sections/issueMessage';
import type { ImportChange, ImportPreview } from '../parameters/transfer';
import type { ParameterValue } from '../parameters/types';
import { parameterValueText } from '../terminal/parameterValueText';

type Kind = 'added' | 'changed' | 'removed';
const colors = { added: 'success', changed: 'info', removed: 'warning' } as const;

/** Every change the file would make, then every value it was refused for. */
export const ImportPreviewTable = ({ preview }: { preview: ImportPreview }) => {
  const translate = useTranslate();
  const label = useParameterLabel();
  const shown = (value: ParameterValue | undefined) =>
    value === undefined ? '' : parameterValueText(value, translate);
  const rows: [Kind, ImportChange][] = [
    ...preview.added.map((change): [Kind, ImportChange] => ['added', change]),
    ...preview.changed.map((change): [Kind, ImportChange] => ['changed', change]),
    ...preview.removed.map((change): [Kind, ImportChange] => ['removed', change]),
  ];
  const issues = Object.entries(preview.issues);
  return (
    <Table size="small" aria-label={translate('profileTransfer.previewTitle')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('profileTransfer.columns.change')}</TableCell>
          <TableCell>{translate('profileTransfer.columns.parameter')}</TableCell>
          <TableCell>{translate('profileTransfer.columns.from')}</TableCell>
          <TableCell>{translate('profileTransfer.columns.to')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([kind, change]) => (
          <TableRow key={`${kind}-${change.name}`} data-change={kind} data-name={change.name}>
            <TableCell>
              <Chip size="small" color={colors[kind]} label={translate(`profileTransfer.kinds.${kind}`)} />
            </TableCell>
            <TableCell>{label(change.name)}</TableCell>
            <TableCell>{shown(change.from)}</TableCell>
            <TableCell>{shown(change.to)}</TableCell>
          </TableRow>
        ))}
        {issues.map(([name, issue]) => (
          <TableRow key={`issue-${name}`} data-change="refused" data-name={name}>
            <TableCell>
              <Chip size="small" color="error" label={translate('profileTransfer.kinds.refused')} />
            </TableCell>
            <TableCell>{name === 'file' ? translate('profileTransfer.file') : label(name)}</TableCell>
            <TableCell colSpan={2}>{translate(issueKey(issue.code), issue.args)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
