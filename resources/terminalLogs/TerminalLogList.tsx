import { useCanAccess } from 'ra-core';
import type { Field } from '../core/fields';
import { FieldDisplay } from '../views/FieldDisplay';
import { fieldLabel } from '../views/labels';
import { ConsoleList } from '../views/reactAdminParts/list/ConsoleList';
import { listChrome } from '../views/reactAdminParts/list/listChrome';
import { useSchemaExporter } from '../views/useSchemaExporter';
import { DownloadLogButton } from './DownloadLogButton';
import { LogRequestPanel } from './LogRequestPanel';
import { terminalLogs } from './schema';
import { schemaListQuery } from '../views/schemaListQuery';
import { ConsoleDataTable } from '../views/reactAdminParts/dataTable/ConsoleDataTable';

const columns = (['serialNumber', 'fileName', 'type', 'sizeKb', 'createdAt'] as const).map((name): [string, Field] => [
  name,
  terminalLogs.fields[name],
]);

const TerminalLogToolbar = listChrome(() => import('./TerminalLogListChrome'));
const toolbar = <TerminalLogToolbar />;

/** /Terminal/logs: the log files terminals sent, each downloadable, and asking a terminal for more. */
const TerminalLogList = () => {
  const exporter = useSchemaExporter(terminalLogs);
  const { canAccess: canAsk } = useCanAccess({ resource: terminalLogs.resource, action: 'create' });
  return (
    <>
      {canAsk && <LogRequestPanel />}
      <ConsoleList exporter={exporter} toolbar={toolbar} {...schemaListQuery(terminalLogs)}>
        <ConsoleDataTable bulkActionButtons={false} rowClick={false}>
          {columns.map(([name, field]) => (
            <ConsoleDataTable.Col
              key={name}
              source={name}
              label={fieldLabel(terminalLogs.resource, name)}
              disableSort={!field.sort}
            >
              <FieldDisplay resource={terminalLogs.resource} path={name} field={field} />
            </ConsoleDataTable.Col>
          ))}
          <ConsoleDataTable.Col label="">
            <DownloadLogButton />
          </ConsoleDataTable.Col>
        </ConsoleDataTable>
      </ConsoleList>
    </>
  );
};

export default TerminalLogList;
