/** react-admin's pages for what goes wrong, in a chunk of their own (see ConsoleUI). */
export { AccessDenied, AuthenticationError, Error, NotFound } from 'ra-ui-materialui';
