import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'ra-core';
import { OperationCard } from '../../../terminals/pages/shared/OperationCard';
import { RecordAutocomplete } from '../../../terminals/pages/shared/RecordAutocomplete';
import { groups } from '../../schema';
import { MergeTable } from './MergeTable';
import { useMerge } from './useMerge';

/**
 * /group/merge-parameters: a target group takes the parameters of other groups. The page shows
 * them side by side; where values differ, a choice per parameter says which stays, before saving.
 */
export const MergeParametersPage = () => {
  const translate = useTranslate();
  const [targetIds, setTargetIds] = useState<number[]>([]);
  const [sourceIds, setSourceIds] = useState<number[]>([]);
  const merge = useMerge(targetIds[0], sourceIds);
  const t = (key: string, options?: object) => translate(`groupPages.merge.${key}`, options);
  const conflicts = merge.plan.filter((row) => row.conflict);
  const open = conflicts.filter((row) => merge.choices[row.key] === undefined).length;
  return (
    <OperationCard title={t('title')}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('intro')}</Typography>
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
          <RecordAutocomplete
            resource={groups.resource}
            label={t('target')}
            value={targetIds}
            onChange={setTargetIds}
          />
          <RecordAutocomplete
            multiple
            resource={groups.resource}
            label={t('sources')}
            value={sourceIds.filter((id) => id !== targetIds[0])}
            onChange={setSourceIds}
          />
        </Stack>
        {!merge.ready ? (
          <Alert severity="info">{t('chooseGroups')}</Alert>
        ) : merge.plan.length === 0 ? (
          <Alert severity="info">{t('noParameters')}</Alert>
        ) : (
          <>
            <Alert severity={open ? 'warning' : 'success'} role="status">
              {conflicts.length ? t('conflicts', { smart_count: open }) : t('noConflicts')}
            </Alert>
            <MergeTable groups={merge.groups} plan={merge.plan} choices={merge.choices} onChoose={merge.choose} />
            <div>
              <Button
                variant="contained"
                startIcon={<SaveIcon />}
                disabled={open > 0 || merge.saving}
                onClick={() => void merge.save()}
              >
                {t('save')}
              </Button>
            </div>
          </>
        )}
      </Stack>
    </OperationCard>
  );
};
