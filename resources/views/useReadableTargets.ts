import { useCanAccessResources } from 'ra-core';
import type { ResourceSchema } from '../core/resourceSchema';
import { schemaNamed } from '../schemaLookup';

/** The resources a schema's top-level references point at. */
const referenceTargets = (schema: ResourceSchema) => [
  ...new Set(
    Object.values(schema.fields).flatMap((field) =>
      field.kind === 'reference' || field.kind === 'referenceArray' ? [schemaNamed(field.target).resource] : [],
    ),
  ),
];

/**
 * Which of a schema's reference targets the user may read: a predicate over target resource
 * names, false for all while the answer is pending.
 */
export const useReadableTargets = (schema: ResourceSchema) => {
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: referenceTargets(schema) });
  return (resource: string) => !isPending && canAccess?.[resource] === true;
};
