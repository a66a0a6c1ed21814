import { useTranslate } from 'ra-core';
import { useCallback } from 'react';
import { parameterByName } from '../parameters/catalogue';

/** A parameter's readable name: a host's fields carry the host type ('Crédito · IP 1'). */
export const useParameterLabel = () => {
  const translate = useTranslate();
  return useCallback(
    (name: string) => {
      const host = parameterByName.get(name)?.host;
      if (!host) return parameterByName.has(name) ? translate(`profileParameters.names.${name}`) : name;
      const field = name.slice(host.length + 1);
      return `${translate(`profileParameters.hostTypes.${host}`)} · ${translate(`profileParameters.hostFields.${field}`)}`;
    },
    [translate],
  );
};
