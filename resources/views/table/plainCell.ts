/** The class of TableColumn's plain body cells, which the theme styles once per table (theme.ts). */
export const PLAIN_CELL_CLASS = 'ConsoleTable-cell';
