import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { TableBody } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { SortableRow } from './SortableRow';

interface Props<T extends { id: number }> {
  items: readonly T[];
  /** Nothing moves (a reader without write access). */
  disabled?: boolean;
  /** What an item is called in the handle's name and the announcements. */
  nameOf: (item: T) => string;
  /** The item at `from` goes to `to`. */
  onMove: (from: number, to: number) => void;
  /** The row's cells after the handle's. */
  children: (item: T, index: number) => ReactNode;
  rowProps?: (item: T) => Record<string, string | number>;
  /** The handle's name when the domain words it its own way ('Move X, priority 2'). */
  handleLabel?: (item: T, index: number) => string;
}

/**
 * The rows of an ordered table, moved with @dnd-kit: by dragging a row's handle, or from the
 * keyboard (Space or Enter picks the row up, the arrow keys move it, Space drops it, Escape
 * cancels), each step announced to screen readers in the console's language.
 */
export const SortableTableBody = <T extends { id: number }>({
  items,
  disabled = false,
  nameOf,
  onMove,
  children,
  rowProps,
  handleLabel,
}: Props<T>) => {
  const translate = useTranslate();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: unknown) => items.findIndex((item) => item.id === id);
  const nameAt = (id: unknown) => {
    const item = items[indexOf(id)];
    return item ? nameOf(item) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      translate('sortable.pickedUp', { name: nameAt(active.id), position: indexOf(active.id) + 1 }),
    onDragOver: ({ active, over }) =>
      over ? translate('sortable.movedOver', { name: nameAt(active.id), position: indexOf(over.id) + 1 }) : '',
    onDragEnd: ({ active, over }) =>
      translate('sortable.dropped', { name: nameAt(active.id), position: indexOf(over?.id ?? active.id) + 1 }),
    onDragCancel: ({ active }) => translate('sortable.cancelled', { name: nameAt(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = indexOf(active.id);
    const to = over ? indexOf(over.id) : from;
    if (from >= 0 && to >= 0 && from !== to) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: translate('sortable.instructions') } }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy} disabled={disabled}>
        <TableBody>
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              id={item.id}
              disabled={disabled}
              handleLabel={
                handleLabel?.(item, index) ?? translate('sortable.handle', { name: nameOf(item), position: index + 1 })
              }
              handleHelp={translate('sortable.help')}
              roleDescription={translate('sortable.roleDescription')}
              rowProps={rowProps?.(item)}
            >
              {children(item, index)}
            </SortableRow>
          ))}
        </TableBody>
      </SortableContext>
    </DndContext>
  );
};
