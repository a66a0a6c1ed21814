import {
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Tab,
  Tabs,
  Typography,
  FormLabel,
  FormControl,
  Alert,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import type { SerialList } from '../../operations/serialList';
import type { TagAction, TerminalFilter } from '../../operations/shapes';
import { SerialListInput } from '../shared/SerialListInput';
import { TerminalFilterFields } from './TerminalFilterFields';

export interface AssignmentDraft {
  action: TagAction;
  by: 'csv' | 'filters';
  text: string;
  list: SerialList;
  filter: TerminalFilter;
}

export const hasFilter = (filter: TerminalFilter) => Object.values(filter).some((values) => values?.length);

interface Props {
  draft: AssignmentDraft;
  onChange: (draft: AssignmentDraft) => void;
  showErrors: boolean;
  disabled: boolean;
}

/** Assign or remove; by a list of serials or by terminal filters. */
export const AssignmentForm = ({ draft, onChange, showErrors, disabled }: Props) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <FormControl disabled={disabled}>
        <FormLabel id="tag-action">{translate('terminalOperations.assignment.action')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="tag-action"
          value={draft.action}
          onChange={(event) => onChange({ ...draft, action: event.target.value as TagAction })}
        >
          {(['ASSIGN', 'UNASSIGN'] as const).map((action) => (
            <FormControlLabel
              key={action}
              value={action}
              control={<Radio />}
              label={translate(`terminalOperations.assignment.${action}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Tabs value={draft.by} onChange={(_, by: AssignmentDraft['by']) => onChange({ ...draft, by })}>
        <Tab value="csv" label={translate('terminalOperations.assignment.byCsv')} disabled={disabled} />
        <Tab value="filters" label={translate('terminalOperations.assignment.byFilters')} disabled={disabled} />
      </Tabs>
      {draft.by === 'csv' ? (
        <SerialListInput
          text={draft.text}
          onChange={(text, list) => onChange({ ...draft, text, list })}
          error={
            showErrors && draft.list.serials.length === 0 ? translate('terminalOperations.serials.empty') : undefined
          }
          disabled={disabled}
        />
      ) : (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {translate('terminalOperations.assignment.filtersHelp')}
          </Typography>
          <TerminalFilterFields
            filter={draft.filter}
            onChange={(filter) => onChange({ ...draft, filter })}
            disabled={disabled}
          />
          {showErrors && !hasFilter(draft.filter) && (
            <Alert severity="error">{translate('terminalOperations.assignment.filterRequired')}</Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
};
