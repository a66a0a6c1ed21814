/**
 * A substitution that is itself a message key (a field's label), translated when the message is
 * shown, in the language of that moment.
 */
export interface MessageKeyArg {
  messageKey: string;
}

export const messageKeyArg = (messageKey: string): MessageKeyArg => ({ messageKey });

export const isMessageKeyArg = (value: unknown): value is MessageKeyArg =>
  typeof value === 'object' && value !== null && typeof (value as { messageKey?: unknown }).messageKey === 'string';

/** The substitutions with every message key among them translated by `translate`. */
export const resolveMessageKeyArgs = (
  options: Record<string, unknown>,
  translate: (key: string, options: Record<string, unknown>) => string,
): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(options).map(([name, value]) => [
      name,
      isMessageKeyArg(value) ? translate(value.messageKey, { _: value.messageKey }) : value,
    ]),
  );
