import { useCanAccess } from 'ra-core';
import { DataTable, ExportButton, FilterButton, List, TopToolbar } from 'ra-ui-materialui';
import type { Field } from '../core/fields';
import { FieldDisplay } from '../views/FieldDisplay';
import { filterInputs } from '../views/filterInputs';
import { fieldLabel } from '../views/labels';
import { useSchemaExporter } from '../views/useSchemaExporter';
import { useReadableResources } from '../views/useReadableResources';
import { DownloadLogButton } from './DownloadLogButton';
import { LogRequestPanel } from './LogRequestPanel';
import { terminalLogs } from './schema';

const columns = (['serialNumber', 'fileName', 'type', 'sizeKb', 'createdAt'] as const).map((name): [string, Field] => [
  name,
  terminalLogs.fields[name],
]);

/** /Terminal/logs: the log files terminals sent, each downloadable, and asking a terminal for more. */
const TerminalLogList = () => {
  const readable = useReadableResources();
  const exporter = useSchemaExporter(terminalLogs);
  const { canAccess: canAsk } = useCanAccess({ resource: terminalLogs.resource, action: 'create' });
  return (
    <>
      {canAsk && <LogRequestPanel />}
      <List
        exporter={exporter}
        filters={filterInputs(terminalLogs, readable)}
        sort={terminalLogs.defaultSort}
        perPage={25}
        actions={
          <TopToolbar>
            <FilterButton />
            <ExportButton />
          </TopToolbar>
        }
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          {columns.map(([name, field]) => (
            <DataTable.Col
              key={name}
              source={name}
              label={fieldLabel(terminalLogs.resource, name)}
              disableSort={!field.sort}
            >
              <FieldDisplay resource={terminalLogs.resource} path={name} field={field} />
            </DataTable.Col>
          ))}
          <DataTable.Col label="">
            <DownloadLogButton />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
};

export default TerminalLogList;
