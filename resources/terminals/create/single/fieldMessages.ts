/** A field error as react-admin's forms translate it: a message key with its substitutions. */
export const fieldMessage = (key: string, args: Record<string, unknown> = {}) =>
  `@@react-admin@@${JSON.stringify({ message: key, args })}`;
