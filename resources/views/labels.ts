import type { EntityAbilities } from '../core/abilities';
import type { Field } from '../core/fields';

/** Message keys of a resource's texts, keyed by its react-admin resource name. */
export const fieldLabel = (resource: string, path: string) => `resources.${resource}.fields.${path}`;

/** A field's label for an entity: its ability label where the entity has that ability (RNC for 3). */
export const entityFieldLabel = (resource: string, path: string, field: Field, abilities: EntityAbilities) =>
  field.abilityLabel && abilities[field.abilityLabel]
    ? `resources.${resource}.abilityLabels.${path}`
    : fieldLabel(resource, path);

export const groupLabel = (resource: string, name: string) => `resources.${resource}.groups.${name}`;

export const helpKey = (resource: string, name: string) => `resources.${resource}.help.${name}`;

export const enumChoices = (resource: string, path: string, values: readonly string[]) =>
  values.map((value) => ({ id: value, name: `resources.${resource}.choices.${path}.${value}` }));
