/** One filter field in a wrapping row: equal shares, never a whole line to itself. */
export const filterFieldSx = { flex: '1 1 220px', minWidth: 220, maxWidth: 360 } as const;
