import { useState } from 'react';
import { Alert, Button, LinearProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { Loading } from 'ra-ui-materialui';
import { Link, useParams } from 'react-router-dom';
import { tags } from '../../../tags/schema';
import { parseSerialList } from '../../operations/serialList';
import type { TagAssignmentOutcome, TagAssignmentRequest } from '../../operations/shapes';
import { errorKeyOf } from '../shared/errorText';
import { useOperations } from '../shared/useOperations';
import { AssignmentForm, hasFilter, type AssignmentDraft } from './AssignmentForm';
import { AssignmentOutcomeView } from './AssignmentOutcomeView';
import { OperationCard } from '../shared/OperationCard';

const emptyDraft: AssignmentDraft = {
  action: 'ASSIGN',
  by: 'filters',
  text: '',
  list: parseSerialList(''),
  filter: {},
};

/**
 * /Terminal/Tags/Assignment/:tagName: assign or remove one tag by serials or by filters, with a
 * preview of what changes and of the terminals skipped for holding 5 tags already.
 */
export const TagAssignmentPage = () => {
  const { tagName = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const operations = useOperations();
  const tag = useQuery({
    queryKey: [tags.resource, 'byName', tagName],
    queryFn: async () => (await operations.tagByName({ name: tagName })).data,
    retry: false,
  });
  const [draft, setDraft] = useState(emptyDraft);
  const [showErrors, setShowErrors] = useState(false);
  const [outcome, setOutcome] = useState<{ value: TagAssignmentOutcome; done: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const title = translate('terminalOperations.assignment.title', { name: tagName });
  if (tag.isPending) return <Loading />;
  if (!tag.data)
    return (
      <OperationCard title={title}>
        <Alert
          severity="error"
          action={
            <Button component={Link} to={`/${tags.resource}`}>
              {translate('terminalOperations.assignment.back')}
            </Button>
          }
        >
          {translate('terminalOperations.assignment.notFound', { name: tagName })}
        </Alert>
      </OperationCard>
    );
  const tagId = Number(tag.data.id);
  const request = (): TagAssignmentRequest =>
    draft.by === 'csv'
      ? { tagId, action: draft.action, by: 'csv', serialNumbers: draft.list.serials }
      : { tagId, action: draft.action, by: 'filters', filter: draft.filter };
  const ready = draft.by === 'csv' ? draft.list.serials.length > 0 : hasFilter(draft.filter);
  const call = async (done: boolean) => {
    setShowErrors(true);
    if (!ready) return;
    setBusy(true);
    try {
      const method = done ? operations.assignTag : operations.tagAssignmentPreview;
      setOutcome({ value: (await method(request())).data, done });
    } catch (error) {
      notify(errorKeyOf(error), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <OperationCard title={title}>
      <Stack spacing={2}>
        <AssignmentForm
          draft={draft}
          onChange={(next) => (setDraft(next), setOutcome(null))}
          showErrors={showErrors}
          disabled={busy || Boolean(outcome?.done)}
        />
        {busy && <LinearProgress />}
        {outcome && <AssignmentOutcomeView outcome={outcome.value} done={outcome.done} tagName={tagName} />}
        <Stack direction="row" spacing={1}>
          {outcome?.done ? (
            <Button onClick={() => (setOutcome(null), setDraft(emptyDraft), setShowErrors(false))}>
              {translate('terminalOperations.common.startOver')}
            </Button>
          ) : outcome ? (
            <>
              <Button variant="contained" disabled={busy || outcome.value.changed === 0} onClick={() => call(true)}>
                {translate('terminalOperations.common.confirm')}
              </Button>
              <Button disabled={busy} onClick={() => setOutcome(null)}>
                {translate('terminalOperations.common.cancel')}
              </Button>
            </>
          ) : (
            <Button variant="contained" disabled={busy} onClick={() => call(false)}>
              {translate('terminalOperations.common.preview')}
            </Button>
          )}
          <Button component={Link} to={`/${tags.resource}`}>
            {translate('terminalOperations.assignment.back')}
          </Button>
        </Stack>
      </Stack>
    </OperationCard>
  );
};
