/** The shell's fixed values (spec section 9). */
export const APP_VERSION = 'v1.6.0';
/** The user's name in the header is cut at this many characters, plus an ellipsis. */
export const HEADER_NAME_MAX = 20;
/** The entity selector appears only with more than this many entities. */
export const ENTITY_SELECTOR_MIN = 1;
/** The loading dialog's paper width. */
export const LOADING_DIALOG_WIDTH = 300;
export const HOME_PATH = '/dashboard';
export const PROFILE_PATH = '/userInfo';
export const LOGIN_PATH = '/';
