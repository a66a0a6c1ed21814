import { schemas } from './schemaLookup';

/**
 * The resources whose list is a view of their own (their index.tsx passes `list`) rather than the
 * schema list; registry.test.ts checks the two agree.
 */
export const OWN_LIST_RESOURCES: ReadonlySet<string> = new Set([
  'activityRegister',
  'networks',
  'onboardingVideos',
  'operations',
  'permissions2fa',
  'reports',
  'store',
  'subsidies',
  'tags',
  'terminalLogs',
  'terminals',
  'tutorialVideoCategories',
  'tutorialVideos',
]);

/** The URLs of the lists the schema list draws: a signed-in first visit to one preloads that list's chunks. */
export const schemaListPaths = (): string[] =>
  schemas.flatMap((schema) => (schema.route && !OWN_LIST_RESOURCES.has(schema.name) ? [`/${schema.route}`] : []));
