import type { Field } from '../../core/fields';
import { fieldLabel } from '../../views/labels';
import { labelledSelection } from '../../views/reactAdminParts/selection/labelledSelection';
import { ConsoleList } from '../../views/reactAdminParts/list/ConsoleList';
import { listChrome } from '../../views/reactAdminParts/list/listChrome';
import { lazyView } from '../../views/lazyView';
import { TableColumn } from '../../views/reactAdminParts/dataTable/TableColumn';
import { useReadableResources } from '../../views/useReadableResources';
import { terminals } from '../schema';
import { PageReferenceNames, referenceColumnsOf } from '../../views/table/PageReferenceNames';
import { ListCell } from '../../views/table/ListCell';
import { TerminalListAsideSlot } from './TerminalListAsideSlot';
import { TerminalStateChip } from './TerminalStateChip';
import { useOnlineWindow } from './useOnlineWindow';
import { terminalListQuery } from './terminalListQuery';
import { useTerminalExporter } from './useTerminalExporter';
import { ConsoleDataTable } from '../../views/reactAdminParts/dataTable/ConsoleDataTable';
import { dataTableStoreKey } from '../../views/reactAdminParts/dataTable/dataTableStoreKey';

/** Columns in order; the hidden ones start hidden (the column chooser shows them). */
const SHOWN = [
  'serialNumber',
  'alias',
  'commerceId',
  'brandId',
  'modelId',
  'connectionType',
  'lastConnectionDate',
  'batteryLevel',
] as const;
const HIDDEN = [
  'androidVersion',
  'tagIds',
  'profileId',
  'groupId',
  'owner',
  'distributor',
  'imei',
  'ipv4',
  'wifiSsid',
] as const;

const HIDDEN_COLUMNS: string[] = [...HIDDEN];
const STORE_KEY = dataTableStoreKey(terminals.resource);
/** The columns of a single reference, whose names are asked for once per page (PageReferenceNames). */
const NAMED = referenceColumnsOf([...SHOWN, ...HIDDEN].map((name): [string, Field] => [name, terminals.fields[name]]));
// The search and the deletion state beside the buttons, under them on narrow windows.
const TerminalToolbar = listChrome(() => import('./TerminalListChrome'), { xs: 172, sm: 112, md: 116, xl: 64 });
const TerminalBulkActions = lazyView<object>(
  () => import('./TerminalBulkActions').then((module) => ({ default: module.TerminalBulkActions })),
  () => null,
);
// Mounted, and so fetched, on the first selection (ConsoleDataTable).
const bulkActions = <TerminalBulkActions />;
const toolbar = <TerminalToolbar />;
/**
 * The list keeps to the width left by the sidebar and the aside: the toolbar stays on screen and
 * a table wider than that scrolls sideways in its own box instead of the whole page.
 */
const LIST_SX = {
  '& .RaList-main': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& td': { whiteSpace: 'nowrap' },
};

/**
 * The terminals of the entity (/Terminal): filtered, sorted and paginated on the server, with an
 * online chip, a column chooser, saved queries, CSV export and bulk actions by permission (the
 * filters and buttons come once the first rows have painted, the bulk actions on a first selection).
 * Deleted terminals are left out until the 'deleted' filter asks for them.
 */
const TerminalList = () => {
  const readable = useReadableResources();
  const exporter = useTerminalExporter();
  const { minutes: onlineMinutes } = useOnlineWindow();
  const table = (
    <ConsoleDataTable
      {...labelledSelection}
      hiddenColumns={HIDDEN_COLUMNS}
      bulkActionButtons={bulkActions}
      rowClick="show"
    >
      <TableColumn source="serialNumber" label={fieldLabel(terminals.resource, 'serialNumber')} />
      <TableColumn source="state" label="terminalList.state" disableSort>
        <TerminalStateChip minutes={onlineMinutes} />
      </TableColumn>
      {[...SHOWN.slice(1), ...HIDDEN].map((name) => {
        const field: Field = terminals.fields[name];
        return (
          <TableColumn key={name} source={name} label={fieldLabel(terminals.resource, name)} disableSort={!field.sort}>
            <ListCell resource={terminals.resource} path={name} field={field} readable={readable} />
          </TableColumn>
        );
      })}
    </ConsoleDataTable>
  );
  return (
    <ConsoleList
      {...terminalListQuery}
      toolbar={toolbar}
      aside={<TerminalListAsideSlot />}
      exporter={exporter}
      sx={LIST_SX}
    >
      <PageReferenceNames columns={NAMED} storeKey={STORE_KEY} hiddenColumns={HIDDEN_COLUMNS}>
        {table}
      </PageReferenceNames>
    </ConsoleList>
  );
};

export default TerminalList;
