/** Where a table keeps its hidden columns (and, with `_columnRanks`, their order), as react-admin's. */
export const dataTableStoreKey = (resource: string | undefined) => `${resource}.datatable`;
