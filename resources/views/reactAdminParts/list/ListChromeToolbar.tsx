import type { ReactElement } from 'react';
import { ListToolbar } from 'ra-ui-materialui';
import { listClasses } from './listClasses';
import { useToolbarHeightMemory } from './useToolbarHeightMemory';

interface Props {
  /** The filter inputs, if the list has any. */
  filters?: ReactElement[];
  actions: ReactElement;
}

/**
 * react-admin's list toolbar (the filter form and the actions), for a list's chrome module: it
 * remembers its height for its placeholder. The form and its inputs mount in one commit: the form
 * gives its inputs the list's filter values only as they mount with it.
 */
export const ListChromeToolbar = ({ filters, actions }: Props) => {
  const marker = useToolbarHeightMemory();
  return (
    <>
      <ListToolbar className={listClasses.actions} filters={filters} actions={actions} />
      <span ref={marker} hidden />
    </>
  );
};
