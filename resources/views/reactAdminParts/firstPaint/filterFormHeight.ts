/** Where a list remembers how tall its filter form was, for its next cold start. */
export const filterFormHeightKey = (resource: string) => `${resource}.filterFormHeight`;

/** react-admin's filter form, inside the list's toolbar (whose class is RaList-actions). */
export const FILTER_FORM_SELECTOR = ':scope > form';
export const LIST_TOOLBAR_SELECTOR = '.RaList-actions';
