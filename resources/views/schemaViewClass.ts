/**
 * The class on the root of a screen the schema draws as it is (a resource that passes no view of
 * its own for it): the e2e walk checks accessibility once per kind of such screen, and every
 * screen of a resource's own.
 */
export const SCHEMA_VIEW_CLASS = 'schema-view';
