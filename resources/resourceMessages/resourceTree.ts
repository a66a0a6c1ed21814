import type { MessageTree } from '../../i18n/types';
import type { FieldMap } from '../core/fields';
import type { ResourceLanguageMessages } from '../core/messageTypes';
import { schemaNamed } from '../schemaLookup';

/** What a glob over `../*\/messages/<locale>.ts` gives: each resource folder's messages in that language. */
export type LanguageModules = Record<string, { messages: ResourceLanguageMessages<FieldMap> }>;

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
export const resourceTree = (modules: LanguageModules): MessageTree => ({
  resources: Object.fromEntries(
    Object.entries(modules).map(([path, { messages }]) => [schemaNamed(folderOf(path)).resource, toTree(messages)]),
  ),
});
