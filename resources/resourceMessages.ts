import type { completeLocales } from '../i18n/locales';
import type { MessageTree } from '../i18n/types';
import type { ResourceLanguageMessages } from './core/messageTypes';
import type { FieldMap } from './core/fields';
import { schemaNamed } from './schemaLookup';

type CompleteLocale = (typeof completeLocales)[number];
type ResourceMessagesModule = { messages: Record<CompleteLocale, ResourceLanguageMessages<FieldMap>> };

const modules = import.meta.glob<ResourceMessagesModule>('./*/messages.ts', { eager: true });

const folderOf = (path: string) => path.split('/')[1];

const toTree = ({ name, ...rest }: ResourceLanguageMessages<FieldMap>): MessageTree => ({
  name_one: name.one,
  name_other: name.other,
  ...(rest as MessageTree),
});

/**
 * Every resource's texts in one language, keyed by react-admin resource name so react-admin's
 * own labels (`resources.<resource>.fields.<source>`) find them.
 */
export const resourceMessagesFor = (locale: CompleteLocale): MessageTree => ({
  resources: Object.fromEntries(
    Object.entries(modules).map(([path, module]) => [
      schemaNamed(folderOf(path)).resource,
      toTree(module.messages[locale]),
    ]),
  ),
});
