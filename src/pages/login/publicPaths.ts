/** The login flow's pages besides the login itself at '/': no session needed, outside the layout. */
export const RECOVER_PASSWORD_PATH = '/recover-password';
export const RESET_PASSWORD_PATH = '/reset-password';
export const PUBLIC_PAGE_PATHS = [RECOVER_PASSWORD_PATH, RESET_PASSWORD_PATH];
