/** Labelled fields of a record in a responsive grid: as many 220 px columns as fit. */
export const fieldGridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: 2,
  '& .RaLabeled-label': { color: 'text.secondary' },
  '& > *': { minWidth: 0, overflowWrap: 'anywhere' },
} as const;
