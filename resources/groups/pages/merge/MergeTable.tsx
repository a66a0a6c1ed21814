import { Radio, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { MergeChoices, MergeRow } from '../../mergeParameters';
import type { Group } from '../../schema';

interface Props {
  groups: readonly Group[];
  plan: readonly MergeRow[];
  choices: MergeChoices;
  onChoose: (key: string, groupId: number) => void;
}

/**
 * The diff: one row per parameter, one column per group (target first) and the result. A
 * conflicting row is highlighted and offers a choice in each group that holds a value.
 */
export const MergeTable = ({ groups, plan, choices, onChoose }: Props) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`groupPages.merge.${key}`, options);
  const resultOf = (row: MergeRow) => {
    const value = row.conflict ? row.values[choices[row.key]] : Object.values(row.values).find((v) => v !== undefined);
    return value ?? '';
  };
  return (
    <Table size="small" aria-label={t('title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('parameter')}</TableCell>
          {groups.map((group, index) => (
            <TableCell key={group.id}>{index === 0 ? `${group.name} (${t('target')})` : group.name}</TableCell>
          ))}
          <TableCell>{t('result')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {plan.map((row) => (
          <TableRow
            key={row.key}
            data-conflict={row.conflict || undefined}
            sx={row.conflict ? { bgcolor: 'warning.light', '& td': { color: 'warning.contrastText' } } : undefined}
          >
            <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
              {row.key}
            </TableCell>
            {groups.map((group) => {
              const value = row.values[Number(group.id)];
              return (
                <TableCell key={group.id}>
                  {row.conflict && value !== undefined && (
                    <Radio
                      size="small"
                      checked={choices[row.key] === Number(group.id)}
                      onChange={() => onChoose(row.key, Number(group.id))}
                      slotProps={{ input: { 'aria-label': t('choose', { group: group.name, key: row.key }) } }}
                    />
                  )}
                  {value ?? t('absent')}
                </TableCell>
              );
            })}
            <TableCell sx={{ fontWeight: 600 }}>{resultOf(row)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
