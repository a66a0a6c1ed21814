import { Children, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import {
  DataTableColumnFilterContext,
  DataTableColumnRankContext,
  useDataTableStoreContext,
  useStore,
  useTranslate,
} from 'ra-core';
import { Box, Button, InputAdornment, MenuList } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { ResettableTextField } from 'ra-ui-materialui';

interface ColumnsChooserProps {
  /** The Columns button's popover (ColumnsChooserButton), found by ColumnsSelectorSlot. */
  container: HTMLElement;
  /** The table's columns, each drawn as its chooser entry (a switch to drag into place). */
  children: ReactNode;
}

/** The ranks the store holds, followed by those of the columns it has not ranked yet. */
const padRanks = (ranks: number[], length: number) =>
  ranks.concat(Array.from({ length: length - ranks.length }, (_, index) => ranks.length + index));

/**
 * react-admin's column chooser (ColumnsSelector) drawn into the popover it is given: a search over
 * the columns when there are more than five, an entry per column in the order the user chose, and
 * a reset. react-admin's draws its reset with its own Button, which on a phone is an icon button,
 * and the reset has no icon: an empty button there.
 */
const ColumnsChooser = ({ container, children }: ColumnsChooserProps) => {
  const translate = useTranslate();
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [columnRanks, setColumnRanks] = useStore<number[] | undefined>(`${storeKey}_columnRanks`);
  const [, setHiddenColumns] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const [columnFilter, setColumnFilter] = useState('');
  const columns = Children.toArray(children);
  const reset = () => {
    setColumnRanks(undefined);
    setHiddenColumns(defaultHiddenColumns ?? []);
  };
  return createPortal(
    <Box sx={{ pt: 1 }}>
      {columns.length > 5 && (
        <Box sx={{ mb: 1 }}>
          <ResettableTextField
            hiddenLabel
            label=""
            value={columnFilter}
            onChange={(event: string | { target: { value: string } }) =>
              setColumnFilter(typeof event === 'string' ? event : event.target.value)
            }
            placeholder={translate('ra.action.search_columns')}
            InputProps={{
              endAdornment: (
                <InputAdornment position="end">
                  <SearchIcon color="disabled" />
                </InputAdornment>
              ),
            }}
            resettable
            autoFocus
            size="small"
          />
        </Box>
      )}
      <MenuList sx={{ pt: 0 }}>
        {padRanks(columnRanks ?? [], columns.length).map((position, index) => (
          <DataTableColumnRankContext.Provider value={position} key={index}>
            <DataTableColumnFilterContext.Provider value={columnFilter}>
              {columns[position]}
            </DataTableColumnFilterContext.Provider>
          </DataTableColumnRankContext.Provider>
        ))}
      </MenuList>
      <Box sx={{ textAlign: 'center', mb: 1 }}>
        <Button size="small" onClick={reset}>
          {translate('ra.action.reset')}
        </Button>
      </Box>
    </Box>,
    container,
  );
};

export default ColumnsChooser;
