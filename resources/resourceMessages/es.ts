import { resourceTree, type LanguageModules } from './resourceTree';

/** The resources' texts in this language alone: a chunk of its own, loaded with the language. */
export default resourceTree(import.meta.glob<LanguageModules[string]>('../*/messages/es.ts', { eager: true }));
