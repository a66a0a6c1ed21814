import type { ReactElement } from 'react';
import { FilterFormPlaceholder } from './FilterFormPlaceholder';
import { useAfterFirstPaint } from './useAfterFirstPaint';

/** react-admin's pagination bar is this tall: its place is kept until it mounts. */
const PAGINATION_HEIGHT_PX = 52;
const paginationPlaceholder = <div aria-hidden style={{ minHeight: PAGINATION_HEIGHT_PX }} />;
const filterFormPlaceholder = <FilterFormPlaceholder />;

/**
 * A list's `filters` and `pagination`: placeholders of their size until the first screen has
 * painted, then the filter inputs and react-admin's pagination (see useAfterFirstPaint). The list's
 * actions use FilterAndColumnsButtons, which wait as well. react-admin's toolbar draws a filter
 * element and a filter array in two different trees: its buttons mount again when the filters come
 * in, right after the first paint (before anyone could have reached them with the keyboard).
 */
export const useListChrome = (filters: ReactElement[]) =>
  useAfterFirstPaint() ? { filters } : { filters: filterFormPlaceholder, pagination: paginationPlaceholder };
