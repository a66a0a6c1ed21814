import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { TagAssignmentOutcome } from '../../operations/shapes';
import { SerialGroup } from './SerialGroup';

interface Props {
  outcome: TagAssignmentOutcome;
  /** A preview says what will change; a result what changed. */
  done: boolean;
  tagName: string;
}

/** How many terminals a batch matches and changes, and which it skips or does not know. */
export const AssignmentOutcomeView = ({ outcome, done, tagName }: Props) => {
  const translate = useTranslate();
  const count = (key: string, smart_count: number) =>
    translate(`terminalOperations.assignment.${key}`, { smart_count });
  return (
    <Stack spacing={1}>
      <Alert severity={done ? 'success' : 'info'}>
        {[
          count('matched', outcome.matched),
          count(done ? 'changedDone' : 'changed', outcome.changed),
          outcome.unchanged ? count('unchanged', outcome.unchanged) : '',
        ]
          .filter(Boolean)
          .join(' ')}
      </Alert>
      <SerialGroup
        title={count('skipped', outcome.skipped.length)}
        serials={outcome.skipped}
        fileName={`${tagName}-skipped.csv`}
      />
      <SerialGroup
        title={count('unknown', outcome.unknown.length)}
        serials={outcome.unknown}
        fileName={`${tagName}-unknown.csv`}
      />
    </Stack>
  );
};
