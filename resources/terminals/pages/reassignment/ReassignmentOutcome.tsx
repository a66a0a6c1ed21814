import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReassignmentResult } from '../../operations/shapes';
import { ReassignmentRows } from './ReassignmentRows';

interface Props {
  result: ReassignmentResult;
  targetName: string;
  onStartOver: () => void;
}

/** How many terminals moved, and which did not with the reason. */
export const ReassignmentOutcome = ({ result, targetName, onStartOver }: Props) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Alert severity="success">
        {translate('terminalOperations.reassignment.done', { smart_count: result.moved.length, commerce: targetName })}
      </Alert>
      {result.notMoved.length > 0 && (
        <>
          <Typography>
            {translate('terminalOperations.reassignment.notMoved', { smart_count: result.notMoved.length })}
          </Typography>
          <ReassignmentRows rows={result.notMoved} targetName={targetName} />
        </>
      )}
      <div>
        <Button onClick={onStartOver}>{translate('terminalOperations.common.startOver')}</Button>
      </div>
    </Stack>
  );
};
