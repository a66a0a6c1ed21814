import { activationParameters, isSecret } from './catalogue';
import { isBlank } from './checkValue';
import type { ParameterValues, ProfileStatus } from './types';

/**
 * Spec section 4: a profile becomes active only once its required parameters are configured;
 * `missing` names those still missing, which is the reason it is inactive.
 */
export const profileActivation = (
  values: ParameterValues,
  secretsSet: readonly string[],
): { status: ProfileStatus; missing: string[] } => {
  const missing = activationParameters
    .filter(({ name }) => (isSecret(name) ? !secretsSet.includes(name) : isBlank(values[name])))
    .map(({ name }) => name);
  return { status: missing.length === 0 ? 'ACTIVE' : 'INACTIVE', missing };
};
