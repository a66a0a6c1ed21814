import { Alert } from '@mui/material';
import { useTranslate } from 'ra-core';
import { AutocompleteInput, ReferenceInput } from 'ra-ui-materialui';
import { useWatch } from 'react-hook-form';
import { groups } from '../../../groups/schema';
import { fieldLabel } from '../../../views/labels';
import { ReadableReference } from '../../../views/ReadableReference';
import { UnreadableReferenceInput } from '../../../views/UnreadableReferenceInput';
import { terminals } from '../../schema';
import { useCommerceGroups } from './useCommerceGroups';

const searchQuery = (q: string) => ({ q });

/**
 * The group input, offering only the chosen commerce's groups, and the clear warning that a
 * commerce without a group cannot have terminals yet (the save is then not sent).
 */
export const CommerceGroupInput = () => {
  const translate = useTranslate();
  const commerceId = useWatch({ name: 'commerceId' }) as unknown;
  const { missing, checking } = useCommerceGroups(commerceId);
  const common = { source: 'groupId', label: fieldLabel(terminals.resource, 'groupId') };
  return (
    <>
      <ReadableReference reference={groups.resource} fallback={<UnreadableReferenceInput {...common} />}>
        <ReferenceInput
          source="groupId"
          reference={groups.resource}
          filter={commerceId ? { commerceId } : {}}
          sort={{ field: 'name', order: 'ASC' }}
        >
          <AutocompleteInput
            {...common}
            optionText="name"
            filterToQuery={searchQuery}
            disabled={!commerceId || missing}
          />
        </ReferenceInput>
      </ReadableReference>
      {(missing || checking) && (
        <Alert
          className="full-row"
          severity={missing ? 'warning' : 'info'}
          role={missing ? 'alert' : 'status'}
          sx={{ mb: 2 }}
        >
          {translate(missing ? 'terminalImport.problems.commerceWithoutGroup' : 'terminalImport.single.checkingGroups')}
        </Alert>
      )}
    </>
  );
};
