import { DataTable, DateField, Pagination, ReferenceManyField, SelectField } from 'ra-ui-materialui';
import { useTranslate } from 'ra-core';
import { Typography } from '@mui/material';
import { enumChoices } from '../../../views/labels';
import { softwareKinds, terminalSoftware, type SoftwareKind } from '../../../terminalSoftware/schema';

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
      <DataTable bulkActionButtons={false} rowClick={false} empty={none}>
        <DataTable.Col source="name" />
        {kinds.length > 1 && (
          <DataTable.Col source="kind">
            <SelectField source="kind" choices={enumChoices(resource, 'kind', softwareKinds)} />
          </DataTable.Col>
        )}
        <DataTable.Col source="packageName" />
        <DataTable.Col source="version" />
        <DataTable.Col source="installedAt">
          <DateField source="installedAt" showTime />
        </DataTable.Col>
      </DataTable>
    </ReferenceManyField>
  );
};
