import { isSecret, parameterCatalogue } from './catalogue';
import type { ParameterValue, ParameterValues } from './types';

/** Where a terminal's value comes from: the most specific layer that sets it wins. */
export const parameterSources = ['profile', 'group', 'terminal'] as const;
export type ParameterSource = (typeof parameterSources)[number];

export interface EffectiveParameter {
  name: string;
  value: ParameterValue;
  source: ParameterSource;
  /** The value the terminal would have without its own override, when it overrides one. */
  inherited?: { value: ParameterValue; source: ParameterSource };
}

export type ParameterLayers = Partial<Record<ParameterSource, ParameterValues>>;

/**
 * A terminal's effective parameters: its profile's, then its group's, then its own overrides on
 * top, in the catalogue's order. Secrets are write-only and never listed.
 */
export const effectiveParameters = (layers: ParameterLayers): EffectiveParameter[] =>
  parameterCatalogue.flatMap(({ name }) => {
    if (isSecret(name)) return [];
    const found = parameterSources
      .filter((source) => layers[source]?.[name] !== undefined)
      .map((source) => ({ source, value: (layers[source] as ParameterValues)[name] }));
    const top = found.at(-1);
    if (!top) return [];
    const below = found.at(-2);
    return [top.source === 'terminal' && below ? { name, ...top, inherited: below } : { name, ...top }];
  });

/** The values a terminal ends up with, as one set (for the rules between parameters). */
export const effectiveValues = (layers: ParameterLayers): ParameterValues =>
  Object.assign({}, layers.profile, layers.group, layers.terminal);
