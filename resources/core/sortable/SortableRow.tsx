import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { IconButton, TableCell, TableRow, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  id: number;
  disabled: boolean;
  /** The handle's accessible name (what it moves and where it is). */
  handleLabel: string;
  handleHelp: string;
  /** How screen readers call the handle ('movable row'). */
  roleDescription: string;
  children: ReactNode;
  rowProps?: Record<string, string | number>;
}

/** A table row that moves by its handle: dragged with a pointer, or picked up and moved with the keyboard. */
export const SortableRow = ({ id, disabled, handleLabel, handleHelp, roleDescription, children, rowProps }: Props) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    attributes: { roleDescription },
  });
  return (
    <TableRow
      ref={setNodeRef}
      hover
      {...rowProps}
      sx={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        bgcolor: isDragging ? 'action.selected' : undefined,
        boxShadow: isDragging ? 3 : undefined,
      }}
    >
      <TableCell sx={{ width: 56 }}>
        {!disabled && (
          <Tooltip title={handleHelp}>
            <IconButton
              size="small"
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={handleLabel}
              data-handle={id}
              sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
            >
              <DragIndicatorIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </TableCell>
      {children}
    </TableRow>
  );
};
