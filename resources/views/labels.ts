/** Message keys of a resource's texts, keyed by its react-admin resource name. */
export const fieldLabel = (resource: string, path: string) => `resources.${resource}.fields.${path}`;

export const groupLabel = (resource: string, name: string) => `resources.${resource}.groups.${name}`;

export const helpKey = (resource: string, name: string) => `resources.${resource}.help.${name}`;

export const enumChoices = (resource: string, path: string, values: readonly string[]) =>
  values.map((value) => ({ id: value, name: `resources.${resource}.choices.${path}.${value}` }));
