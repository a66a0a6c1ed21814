import { ListBase, type ListBaseProps, type RaRecord } from 'ra-core';
import { Loading } from 'ra-ui-materialui';
import { ConsoleListView, type ConsoleListViewProps } from './ConsoleListView';

export interface ConsoleListProps<RecordType extends RaRecord = RaRecord>
  extends
    Omit<ListBaseProps<RecordType>, 'children' | 'render' | 'empty' | 'offline' | 'loading' | 'error'>,
    ConsoleListViewProps {}

const defaultFilter = {};
const authLoading = <Loading />;

/**
 * react-admin's List over ra-core's ListBase, whose title, table and aside render with the first
 * rows while its toolbar (filters and actions) and pagination come from chunks fetched once those
 * rows have painted (ConsoleListView): their inputs and react-hook-form are most of a list's weight.
 */
export const ConsoleList = <RecordType extends RaRecord = RaRecord>({
  filter = defaultFilter,
  perPage = 10,
  ...props
}: ConsoleListProps<RecordType>) => (
  // Each takes its own props from the same set: the controller its query, the view its parts.
  <ListBase<RecordType> {...props} filter={filter} perPage={perPage} authLoading={authLoading} offline={false}>
    <ConsoleListView {...props} />
  </ListBase>
);
