import { Alert, Box, Card, CardContent, LinearProgress, Stack } from '@mui/material';
import { Form, required, useTranslate } from 'ra-core';
import { SaveButton, TextInput } from 'ra-ui-materialui';
import type { FieldValues } from 'react-hook-form';
import { ImportReport } from '../../../csvImport/ImportReport';
import { terminals } from '../../schema';
import { GroupTerminalInputs } from './GroupTerminalInputs';
import { MAX_GROUP_SERIALS, serialLines } from './groupRows';
import { useGroupCreation, type GroupCreationValues } from './useGroupCreation';

const serialCount = (value: unknown) => {
  const count = serialLines(typeof value === 'string' ? value : '').length;
  if (count === 0) return 'terminalImport.group.noSerials';
  return count > MAX_GROUP_SERIALS
    ? { message: 'terminalImport.group.tooMany', args: { max: MAX_GROUP_SERIALS } }
    : undefined;
};

/**
 * Creation by group (spec section 2: 'creation by ... groups'): several serial numbers at once in
 * one commerce group, sharing brand, model and profile; the report lists each refused serial.
 */
export const TerminalGroupCreate = () => {
  const translate = useTranslate();
  const { outcome, sending, create, reset } = useGroupCreation();
  if (outcome) {
    return (
      <Card>
        <CardContent>
          <ImportReport
            outcome={outcome}
            onAgain={reset}
            againLabel={translate('terminalImport.button.group')}
            texts="terminalImport"
            listPath={`/${terminals.resource}`}
          />
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardContent>
        <Form onSubmit={(values: FieldValues) => create(values as GroupCreationValues)}>
          <Stack spacing={1}>
            <Alert severity="info">{translate('terminalImport.group.intro')}</Alert>
            <GroupTerminalInputs />
            <TextInput
              source="serials"
              label={translate('terminalImport.group.serials')}
              helperText={translate('terminalImport.group.serialsHelp', { max: MAX_GROUP_SERIALS })}
              multiline
              minRows={5}
              validate={[required(), serialCount]}
            />
            {sending && <LinearProgress aria-label={translate('terminalImport.group.creating')} />}
            <Box>
              <SaveButton label={translate('terminalImport.group.create')} disabled={sending} alwaysEnable={!sending} />
            </Box>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};
