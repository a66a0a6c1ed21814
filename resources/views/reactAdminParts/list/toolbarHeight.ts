/** Where a list remembers how tall its toolbar was, for its placeholder on the next cold start. */
export const listToolbarHeightKey = (resource: string) => `${resource}.listToolbarHeight`;

/** react-admin's filter form is at least this tall, beside the list's buttons from small screens up. */
export const LIST_TOOLBAR_MIN_HEIGHT_PX = 64;

/** react-admin's pagination bar is this tall: its place is kept until it mounts. */
export const PAGINATION_HEIGHT_PX = 52;
