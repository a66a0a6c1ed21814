import { Box, List, Tooltip } from '@mui/material';
import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import HelpIcon from '@mui/icons-material/HelpOutline';
import { extractValidSavedQueries, useListContext, useSavedQueries, useTranslate } from 'ra-core';
import {
  AddSavedQueryIconButton,
  FilterListSection,
  RemoveSavedQueryIconButton,
  SavedQueryFilterListItem,
} from 'ra-ui-materialui';
import { sameValue } from '../sameValue';

/** Where react-admin puts it: on the section's title row, at its right end. */
const FLOATING_BUTTON_SX = { position: 'absolute', top: '-1.8em', right: 0 } as const;

/**
 * react-admin's SavedQueriesList, with its save/remove button (or help icon) beside the list
 * instead of inside it: a list may hold only list items, or screen readers miscount it.
 */
export const SavedQueriesSection = () => {
  const translate = useTranslate();
  const { resource, filterValues, displayedFilters, sort, perPage } = useListContext();
  const [savedQueries] = useSavedQueries(resource);
  const valid = extractValidSavedQueries(savedQueries);
  const current = { filter: filterValues, sort, perPage, displayedFilters };
  const isSaved = valid.some((query) => sameValue(query.value, current));
  const hasFilters = !sameValue(filterValues, {});
  return (
    <FilterListSection label="ra.saved_queries.label" icon={<BookmarkIcon />}>
      <Box sx={{ position: 'relative' }}>
        {isSaved ? (
          <RemoveSavedQueryIconButton sx={FLOATING_BUTTON_SX} />
        ) : hasFilters ? (
          <AddSavedQueryIconButton sx={FLOATING_BUTTON_SX} />
        ) : (
          <Tooltip title={translate('ra.saved_queries.help')}>
            <HelpIcon sx={{ position: 'absolute', top: '-1.2em', right: 3, color: 'action.disabled' }} />
          </Tooltip>
        )}
        <List dense disablePadding>
          {valid.map((query, index) => (
            <SavedQueryFilterListItem key={index} label={query.label} value={query.value} />
          ))}
        </List>
      </Box>
    </FilterListSection>
  );
};
