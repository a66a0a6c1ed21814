import { profileAnswer } from '../../resources/profiles/parameters/operations';
import { seedValues } from '../../resources/profiles/parameters/seedValues';
import type { ParameterValues, ProfileStatus } from '../../resources/profiles/parameters/types';
import { profiles } from '../../resources/profiles/schema';
import type { SandboxContext } from '../context';
import { refuse } from '../errors';
import type { ParameterTables } from './parameterTables';

/**
 * A profile's stored parameters in one entity: read (the seed's values until first saved) and
 * saved with the status they give it. Shared by the parameter routes and the proposal approvals.
 */
export const createProfileValues = (context: SandboxContext, tables: ParameterTables) => {
  const { store } = context;
  const profileOf = (entityId: number, id: number) => {
    const profile = store.get(profiles.name, id, entityId);
    if (!profile) throw refuse(404, 'PM-0021');
    return profile;
  };
  const valuesOf = (entityId: number, id: number): ParameterValues =>
    tables.read('profile', id) ?? seedValues(id, profileOf(entityId, id).status as ProfileStatus);
  const save = (entityId: number, id: number, values: ParameterValues) => {
    const answer = profileAnswer(id, values);
    context.db.transaction(() => {
      tables.write('profile', id, entityId, values);
      store.update(profiles.name, id, { status: answer.status });
    })();
    return answer;
  };
  return { profileOf, valuesOf, save };
};

export type ProfileValues = ReturnType<typeof createProfileValues>;
