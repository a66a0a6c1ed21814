import { useTranslate } from 'ra-core';
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { SubsidyEntry, SubsidyImportPlan } from '../importPlan';
import { subsidies } from '../schema';

const columns = ['index', 'name', 'label'] as const;

/** A value the import changes, struck through before its new one. */
const Change = ({ before, after }: { before: string; after: string }) =>
  before === after ? (
    <>{after}</>
  ) : (
    <>
      <Box component="del" sx={{ color: 'text.secondary', mr: 1 }}>
        {before}
      </Box>
      <Box component="ins" sx={{ textDecoration: 'none', fontWeight: 500 }}>
        {after}
      </Box>
    </>
  );

const EntryTable = ({
  title,
  rows,
}: {
  title: string;
  rows: { key: string; before?: SubsidyEntry; after: SubsidyEntry }[];
}) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={title} sx={{ mt: 2 }}>
      <Typography variant="subtitle2">{title}</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{translate(`resources.${subsidies.resource}.fields.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ key, before, after }) => (
            <TableRow key={key}>
              {columns.map((column) => (
                <TableCell key={column}>
                  <Change before={String((before ?? after)[column])} after={String(after[column])} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/** What the file will add and change once confirmed; nothing is saved yet. */
export const ImportPreview = ({ plan }: { plan: SubsidyImportPlan }) => {
  const translate = useTranslate();
  const nothing = plan.added.length === 0 && plan.changed.length === 0;
  return (
    <>
      {nothing && <Alert severity="info">{translate('reference.subsidies.import.nothingToDo')}</Alert>}
      {plan.added.length > 0 && (
        <EntryTable
          title={translate('reference.subsidies.import.added', { count: plan.added.length })}
          rows={plan.added.map((entry) => ({ key: `added-${entry.index}`, after: entry }))}
        />
      )}
      {plan.changed.length > 0 && (
        <EntryTable
          title={translate('reference.subsidies.import.changed', { count: plan.changed.length })}
          rows={plan.changed.map(({ before, after }) => ({ key: `changed-${after.index}`, before, after }))}
        />
      )}
      <Typography variant="body2" sx={{ mt: 2 }} color="text.secondary">
        {translate('reference.subsidies.import.unchanged', { count: plan.unchanged })}
      </Typography>
    </>
  );
};
