import { DateField, Pagination, ReferenceManyField, SelectField } from 'ra-ui-materialui';
import { useTranslate } from 'ra-core';
import { Typography } from '@mui/material';
import { enumChoices } from '../../../views/labels';
import { softwareKinds, terminalSoftware, type SoftwareKind } from '../../../terminalSoftware/schema';
import { ConsoleDataTable } from '../../../views/reactAdminParts/dataTable/ConsoleDataTable';

const resource = terminalSoftware.resource;

/** What the terminal runs of some kinds, as it last reported, paginated on the server. */
export const SoftwareTable = ({ kinds, empty }: { kinds: readonly SoftwareKind[]; empty: string }) => {
  const translate = useTranslate();
  // Both: the field's own `empty` is skipped when it has a filter, and the table's would speak of filters.
  const none = <Typography color="text.secondary">{translate(empty)}</Typography>;
  return (
    <ReferenceManyField
      reference={resource}
      target="terminalId"
      filter={{ kind: kinds }}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25]} />}
      empty={none}
    >
      <ConsoleDataTable bulkActionButtons={false} rowClick={false} empty={none}>
        <ConsoleDataTable.Col source="name" />
        {kinds.length > 1 && (
          <ConsoleDataTable.Col source="kind">
            <SelectField source="kind" choices={enumChoices(resource, 'kind', softwareKinds)} />
          </ConsoleDataTable.Col>
        )}
        <ConsoleDataTable.Col source="packageName" />
        <ConsoleDataTable.Col source="version" />
        <ConsoleDataTable.Col source="installedAt">
          <DateField source="installedAt" showTime />
        </ConsoleDataTable.Col>
      </ConsoleDataTable>
    </ReferenceManyField>
  );
};
