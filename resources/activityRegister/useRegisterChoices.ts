import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { ActivityRegisterDataProvider } from '../../dataProviders/activityRegister/registerMethods';
import { useSession } from '../../authProvider/SessionContext';
import { activityRegister } from './schema';

/** The object types and actions the reports service lists for the register's filters. */
export const useRegisterChoices = () => {
  const dataProvider = useDataProvider<ActivityRegisterDataProvider>();
  const entityId = useSession().entityId();
  const resource = activityRegister.resource;
  const types = useQuery({
    queryKey: [resource, 'registerObjectTypes', entityId],
    queryFn: async () => (await dataProvider.registerObjectTypes()).data,
  });
  const actions = useQuery({
    queryKey: [resource, 'registerObjectActions', entityId],
    queryFn: async () => (await dataProvider.registerObjectActions()).data,
  });
  return { objectTypes: types.data ?? [], actions: actions.data ?? [] };
};
