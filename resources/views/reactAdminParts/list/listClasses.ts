/**
 * react-admin's list classes (ListClasses), written out: importing them from ra-ui-materialui
 * brings its ListView module, and with it the toolbar and the filter form, into the first load.
 */
export const listClasses = {
  main: 'RaList-main',
  content: 'RaList-content',
  actions: 'RaList-actions',
  noActions: 'RaList-noActions',
  noResults: 'RaList-noResults',
} as const;
