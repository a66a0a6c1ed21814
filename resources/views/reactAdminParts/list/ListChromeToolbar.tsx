import { startTransition, useEffect, useState, type ReactElement } from 'react';
import { ListToolbar } from 'ra-ui-materialui';
import { listClasses } from './listClasses';
import { useToolbarHeightMemory } from './useToolbarHeightMemory';
import { roomStyle, useToolbarRoom } from './useToolbarRoom';

interface Props {
  /** The filter inputs, if the list has any. */
  filters?: ReactElement[];
  actions: ReactElement;
}

const noFilters: ReactElement[] = [];

/**
 * react-admin's list toolbar (the filter form and the actions), for a list's chrome module: it
 * remembers its height for its placeholder. It mounts in two commits, the buttons then the filter
 * inputs (together one task of over 200 ms at Lighthouse's 4x CPU slowdown), and shows once both
 * are in, its room kept meanwhile.
 */
export const ListChromeToolbar = ({ filters, actions }: Props) => {
  const room = useToolbarRoom();
  const [inputsIn, setInputsIn] = useState(!filters?.length);
  // Measured once whole: the buttons alone are not the toolbar's height.
  const marker = useToolbarHeightMemory(inputsIn);
  useEffect(() => {
    if (!inputsIn) startTransition(() => setInputsIn(true));
  }, [inputsIn]);
  return (
    <>
      <div style={inputsIn ? undefined : { ...roomStyle(room), visibility: 'hidden' }}>
        <ListToolbar className={listClasses.actions} filters={inputsIn ? filters : noFilters} actions={actions} />
      </div>
      <span ref={marker} hidden />
    </>
  );
};
