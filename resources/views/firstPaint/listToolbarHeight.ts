/** Where a list remembers how tall its toolbar (filters and buttons) was, for its next cold start. */
export const listToolbarHeightKey = (resource: string) => `${resource}.listToolbarHeight`;

/** react-admin's list toolbar, which holds the filter form and the list's buttons. */
export const LIST_TOOLBAR_SELECTOR = '.RaList-actions';
