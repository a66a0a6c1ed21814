import { useTranslate } from 'ra-core';
import { Alert, List, ListItem, ListItemText } from '@mui/material';
import { subsidies } from '../schema';
import type { ImportProblem } from './useSubsidyImport';

/** Why nothing of the file will be saved: each bad entry, numbered from 1 as people count. */
export const ImportProblems = ({ problems }: { problems: readonly ImportProblem[] }) => {
  const translate = useTranslate();
  const fieldLabel = (field: string) => translate(`resources.${subsidies.resource}.fields.${field}`, { _: field });
  return (
    <>
      <Alert severity="error">{translate('reference.subsidies.import.refused')}</Alert>
      <List dense aria-label={translate('reference.subsidies.import.refused')}>
        {problems.map((problem) => (
          <ListItem key={`${problem.position ?? 'file'}-${problem.field ?? ''}`} disableGutters>
            <ListItemText
              primary={translate(problem.message, { _: problem.message })}
              secondary={[
                problem.position === null
                  ? null
                  : translate('reference.subsidies.import.entry', { position: problem.position + 1 }),
                problem.field ? fieldLabel(problem.field) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
};
