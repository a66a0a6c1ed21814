import { ListWithColumn } from '../views/ListWithColumn';
import { RunReportButton } from './RunReportButton';
import { reports } from './schema';
import { ConsoleDataTable } from '../views/reactAdminParts/dataTable/ConsoleDataTable';

/** /Reports: the saved report definitions, each with a button that runs it into /report/download. */
const ReportList = () => (
  <ListWithColumn
    schema={reports}
    column={
      <ConsoleDataTable.Col source="run" label="reportRun.column" disableSort>
        <RunReportButton />
      </ConsoleDataTable.Col>
    }
  />
);

export default ReportList;
