/** The catalogue key an operation failed with (the error mapper puts it in the message). */
export const errorKeyOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'errors.generic.oops';
