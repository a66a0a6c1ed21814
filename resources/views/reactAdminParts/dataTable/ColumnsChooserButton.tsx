import { useResourceContext } from 'ra-core';
import { ColumnsButton, type ColumnsButtonProps } from 'ra-ui-materialui';
import { wantChooser } from './chooserIntent';
import { dataTableStoreKey } from './dataTableStoreKey';

/**
 * react-admin's Columns button, which asks its table's chooser for its entries (a switch per
 * column, ColumnsSelectorSlot) as a user points at, focuses or presses it: they render before the
 * popover opens, which MUI places for what it holds, and not with the list.
 */
export const ColumnsChooserButton = ({
  onPointerEnter,
  onFocus,
  onPointerDown,
  onClickCapture,
  ...props
}: ColumnsButtonProps) => {
  const resource = useResourceContext(props);
  const storeKey = props.storeKey || dataTableStoreKey(resource);
  const wanting =
    <Event,>(handler?: (event: Event) => void) =>
    (event: Event) => {
      wantChooser(storeKey);
      handler?.(event);
    };
  // A click without a pointer or focus before it (a screen reader's) renders them with the opening.
  return (
    <ColumnsButton
      {...props}
      onPointerEnter={wanting(onPointerEnter)}
      onFocus={wanting(onFocus)}
      onPointerDown={wanting(onPointerDown)}
      onClickCapture={wanting(onClickCapture)}
    />
  );
};
