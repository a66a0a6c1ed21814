import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { DateField, NumberField, Pagination, ReferenceManyField } from 'ra-ui-materialui';
import { terminalLogs } from '../../../terminalLogs/schema';
import { CommandButton } from '../actions/CommandButton';
import { Section } from './Section';
import { ConsoleDataTable } from '../../../views/reactAdminParts/dataTable/ConsoleDataTable';

/** The log files the terminal has uploaded; a log request adds one when the terminal answers. */
export const LogsTab = () => {
  const translate = useTranslate();
  return (
    <Section title="terminalDetail.logs.title" actions={<CommandButton command="REQUEST_LOGS" />}>
      <ReferenceManyField
        reference={terminalLogs.resource}
        target="terminalId"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10, 25]} />}
        empty={<Typography color="text.secondary">{translate('terminalDetail.logs.none')}</Typography>}
      >
        <ConsoleDataTable bulkActionButtons={false} rowClick={false}>
          <ConsoleDataTable.Col source="fileName" />
          <ConsoleDataTable.Col source="type" />
          <ConsoleDataTable.Col source="sizeKb">
            <NumberField source="sizeKb" />
          </ConsoleDataTable.Col>
          <ConsoleDataTable.Col source="createdAt">
            <DateField source="createdAt" showTime />
          </ConsoleDataTable.Col>
        </ConsoleDataTable>
      </ReferenceManyField>
    </Section>
  );
};
