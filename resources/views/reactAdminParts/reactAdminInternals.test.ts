import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const modules = join(__dirname, '..', '..', '..', 'node_modules');
const source = (file: string) => readFileSync(join(modules, file), 'utf8');

/**
 * What the console's replacements of react-admin parts (README.md beside this file) rely on inside
 * react-admin: an upgrade that changes one of these fails here rather than in a user's screen.
 */
const internals: [name: string, file: string, snippet: string | RegExp][] = [
  ['sidebar classes', 'ra-ui-materialui/src/layout/Sidebar.tsx', "const PREFIX = 'RaSidebar';"],
  ['sidebar fixed class', 'ra-ui-materialui/src/layout/Sidebar.tsx', 'fixed: `${PREFIX}-fixed`'],
  ['layout classes', 'ra-ui-materialui/src/layout/Layout.tsx', "const PREFIX = 'RaLayout';"],
  ['layout content class', 'ra-ui-materialui/src/layout/Layout.tsx', 'content: `${PREFIX}-content`'],
  ["the app bar's title slot", 'ra-ui-materialui/src/layout/TitlePortal.tsx', 'id="react-admin-title"'],
  ['layout frame classes', 'ra-ui-materialui/src/layout/Layout.tsx', 'appFrame: `${PREFIX}-appFrame`'],
  ['layout frame offset under the app bar', 'ra-ui-materialui/src/layout/Layout.tsx', 'marginTop: theme.spacing(6),'],
  ['labeled classes', 'ra-ui-materialui/src/Labeled.tsx', "const PREFIX = 'RaLabeled';"],
  ['labeled label class', 'ra-ui-materialui/src/Labeled.tsx', 'label: `${PREFIX}-label`'],
  ['list toolbar class', 'ra-ui-materialui/src/list/ListView.tsx', 'actions: `${PREFIX}-actions`'],
  ['list classes', 'ra-ui-materialui/src/list/ListView.tsx', "const PREFIX = 'RaList';"],
  ['list main class', 'ra-ui-materialui/src/list/ListView.tsx', 'main: `${PREFIX}-main`'],
  ['list content class', 'ra-ui-materialui/src/list/ListView.tsx', 'content: `${PREFIX}-content`'],
  ['list no-actions class', 'ra-ui-materialui/src/list/ListView.tsx', 'noActions: `${PREFIX}-noActions`'],
  ['list empty page class', 'ra-ui-materialui/src/list/ListView.tsx', 'noResults: `${PREFIX}-noResults`'],
  [
    "the list's empty page, shown only when the user has set no filter",
    'ra-ui-materialui/src/list/ListView.tsx',
    '!Object.keys(filterValues).length &&',
  ],
  [
    "the list's main column layout",
    'ra-ui-materialui/src/list/ListView.tsx',
    /\[`& \.\$\{ListClasses\.main\}`\]: \{\s*flex: '1 1 auto',\s*display: 'flex',\s*flexDirection: 'column',/,
  ],
  [
    "a column chooser entry's place, which ColumnsChooser gives it as react-admin's chooser does",
    'ra-ui-materialui/src/list/datatable/ColumnsSelectorItem.tsx',
    'const columnRank = useDataTableColumnRankContext();',
  ],
  [
    "a column chooser entry's search, which ColumnsChooser gives it as react-admin's chooser does",
    'ra-ui-materialui/src/list/datatable/ColumnsSelectorItem.tsx',
    'const columnFilter = useDataTableColumnFilterContext();',
  ],
  [
    "the data table's parts, as its own composition puts them together",
    'ra-ui-materialui/src/list/datatable/DataTable.tsx',
    '<DataTableRenderContext.Provider value="columnsSelector">',
  ],
  [
    "the head's selection checkbox, drawn from the table configuration",
    'ra-ui-materialui/src/list/datatable/DataTableHead.tsx',
    '{hasBulkActions && handleToggleItem && (',
  ],
  [
    "the row's selection checkbox, drawn from the table configuration",
    'ra-ui-materialui/src/list/datatable/DataTableRow.tsx',
    'hasBulkActions = false,',
  ],
  [
    "the edit controller's own notice of a failure (the toasts drop it as a copy)",
    'ra-core/src/controller/edit/useEditController.ts',
    /\(error as Error\)\.message \|\|\s*'ra\.notification\.http_error'/,
  ],
  [
    "the create controller's own notice of a failure (the toasts drop it as a copy)",
    'ra-core/src/controller/create/useCreateController.ts',
    /\(error as Error\)\.message \|\|\s*'ra\.notification\.http_error'/,
  ],
  [
    "the show controller's notice of a record that did not load",
    'ra-core/src/controller/show/useShowController.ts',
    "notify('ra.notification.item_doesnt_exist'",
  ],
  [
    "useGetList's query key",
    'ra-core/src/dataProvider/useGetList.ts',
    "[resource, 'getList', { pagination, sort, filter, meta }]",
  ],
  ["the session check's query key", 'ra-core/src/auth/useAuthState.ts', "queryKey: ['auth', 'checkAuth', params]"],
  ["the access query's key", 'ra-core/src/auth/useCanAccess.ts', /queryKey: \[\s*'auth',\s*'canAccess',/],
];

describe("react-admin's internals the replacements rely on", () => {
  it.each(internals)('%s is unchanged', (_, file, snippet) => {
    expect(source(file)).toMatch(snippet);
  });
});
