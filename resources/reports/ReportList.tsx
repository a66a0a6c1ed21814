import { DataTable } from 'ra-ui-materialui';
import { ListWithColumn } from '../views/ListWithColumn';
import { RunReportButton } from './RunReportButton';
import { reports } from './schema';

/** /Reports: the saved report definitions, each with a button that runs it into /report/download. */
const ReportList = () => (
  <ListWithColumn
    schema={reports}
    column={
      <DataTable.Col source="run" label="reportRun.column" disableSort>
        <RunReportButton />
      </DataTable.Col>
    }
  />
);

export default ReportList;
