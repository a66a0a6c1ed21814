import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { TagAssignmentOutcome, TagAssignmentResult } from '../../../dataProviders/terminals/listMethods';

const SHOWN_SERIALS = 20;

/** The serial numbers of some terminals, shortened past twenty. */
export const serialList = (serials: readonly string[]) =>
  serials.length > SHOWN_SERIALS ? `${serials.slice(0, SHOWN_SERIALS).join(', ')}, …` : serials.join(', ');

const lines: { outcome: TagAssignmentOutcome; key: string; severity: 'success' | 'info' | 'warning' }[] = [
  { outcome: 'ASSIGNED', key: 'assigned', severity: 'success' },
  { outcome: 'UNCHANGED', key: 'unchanged', severity: 'info' },
  { outcome: 'LIMIT_EXCEEDED', key: 'skipped', severity: 'warning' },
  { outcome: 'NOT_FOUND', key: 'notFound', severity: 'warning' },
];

/** What the tag assignment did, terminal by terminal, grouped by outcome. */
export const TagAssignmentSummary = ({ results }: { results: readonly TagAssignmentResult[] }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1} role="status">
      {lines.map(({ outcome, key, severity }) => {
        const matching = results.filter((result) => result.outcome === outcome);
        if (matching.length === 0) return null;
        return (
          <Alert key={outcome} severity={severity}>
            {translate(`terminalList.tags.${key}`, {
              smart_count: matching.length,
              serials: serialList(matching.map((result) => result.serialNumber)),
            })}
          </Alert>
        );
      })}
    </Stack>
  );
};
