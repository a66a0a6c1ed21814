import { hostTypes, type HostType, type ParameterDefinition } from './types';

/** The fields every host type has: two addresses with ports, its NII and its TPDU. */
export const hostFields = ['ENABLED', 'IP_1', 'PORT_1', 'IP_2', 'PORT_2', 'NII', 'TPDU'] as const;
export type HostField = (typeof hostFields)[number];

export const hostParameterName = (host: HostType, field: HostField) => `${host}_${field}`;

/** The credit host is the main one: always on, and needed before a profile can be active. */
export const MAIN_HOST: HostType = 'CREDIT';

const hostDefinition = (host: HostType, field: HostField): ParameterDefinition | undefined => {
  const main = host === MAIN_HOST;
  const name = hostParameterName(host, field);
  const needed = { requiredWhen: main ? undefined : hostParameterName(host, 'ENABLED'), activation: main };
  const base = { name, section: 'hosts' as const, host };
  switch (field) {
    case 'ENABLED':
      return main ? undefined : { ...base, type: { kind: 'boolean' } };
    case 'IP_1':
      return { ...base, ...needed, type: { kind: 'ip' } };
    case 'PORT_1':
      return { ...base, ...needed, type: { kind: 'port' } };
    case 'IP_2':
      return { ...base, type: { kind: 'ip' } };
    case 'PORT_2':
      return { ...base, type: { kind: 'port' } };
    case 'NII':
      return { ...base, ...needed, type: { kind: 'digits', length: 3 } };
    case 'TPDU':
      return { ...base, ...needed, type: { kind: 'hex', length: 10 } };
  }
};

/** Every host parameter, host by host. */
export const hostDefinitions: ParameterDefinition[] = hostTypes.flatMap((host) =>
  hostFields.flatMap((field) => hostDefinition(host, field) ?? []),
);
