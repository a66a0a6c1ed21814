import { useTranslate } from 'ra-core';
import { helpKey } from './labels';

/** The help text of a field when the resource's messages have one, else nothing. */
export const useHelpText = (resource: string, path: string): string | undefined => {
  const translate = useTranslate();
  const key = helpKey(resource, path);
  const text = translate(key, { _: '' });
  return text && text !== key ? text : undefined;
};
