/** The aside's place beside the table (from md up), the same before and after its chunk comes. */
export const terminalListAsideSx = {
  order: -1,
  mr: 2,
  mt: 8,
  width: 264,
  flexShrink: 0,
  alignSelf: 'flex-start',
  display: { xs: 'none', md: 'block' },
};
