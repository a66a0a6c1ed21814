import { ColumnsButton, CreateButton, DataTable, FilterButton, List, TopToolbar } from 'ra-ui-materialui';
import { useEntityAbilities } from '../../authProvider/useEntityAbilities';
import type { Field } from '../core/fields';
import { FieldDisplay } from '../views/FieldDisplay';
import { filterInputs } from '../views/filterInputs';
import { entityFieldLabel } from '../views/labels';
import { useReadableTargets } from '../views/useReadableTargets';
import { useRowClick } from '../views/useRowClick';
import { RunReportButton } from './RunReportButton';
import { reports } from './schema';

const columns: [string, Field][] = Object.entries(reports.fields);

/** /Reports: the saved report definitions, each with a button that runs it into /report/download. */
const ReportList = () => {
  const readable = useReadableTargets(reports);
  const abilities = useEntityAbilities();
  const rowClick = useRowClick(reports);
  return (
    <List
      filters={filterInputs(reports, readable, abilities)}
      sort={reports.defaultSort}
      perPage={25}
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
          <ColumnsButton />
          <CreateButton />
        </TopToolbar>
      }
    >
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        {columns.map(([name, field]) => (
          <DataTable.Col
            key={name}
            source={name}
            label={entityFieldLabel(reports.resource, name, field, abilities)}
            disableSort={!field.sort}
          >
            <FieldDisplay resource={reports.resource} path={name} field={field} />
          </DataTable.Col>
        ))}
        <DataTable.Col source="run" label="reportRun.column" disableSort>
          <RunReportButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};

export default ReportList;
