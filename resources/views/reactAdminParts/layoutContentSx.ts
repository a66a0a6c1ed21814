/**
 * react-admin's Layout with content that may shrink below its children's width: a wide table
 * scrolls in its own box and the toolbars stay on screen, instead of the page growing past the window.
 */
export const layoutContentSx = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };
