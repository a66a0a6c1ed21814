/** Codes of the spec's error catalogue look like TM-0006; anything else is a message key. */
export const isErrorCode = (message: string) => /^[A-Z]{2}-\d{4}$/.test(message);
