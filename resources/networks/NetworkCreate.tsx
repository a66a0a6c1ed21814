import { useGetList } from 'ra-core';
import SchemaCreate from '../views/SchemaCreate';
import { nextFreePriority } from './nextPriority';
import { networks } from './schema';

/** Priorities run from 1 to 100, each held by one network: the whole list fits one page. */
const ALL = {
  pagination: { page: 1, perPage: networks.fields.priority.max },
  sort: { field: 'priority', order: 'ASC' },
} as const;

/** A new network starts at a priority no other network holds, after the last one. */
const NetworkCreate = () => {
  const { data, isPending } = useGetList(networks.resource, ALL);
  if (isPending) return null;
  const priority = nextFreePriority((data ?? []).map((network) => Number(network.priority)));
  return <SchemaCreate schema={networks} defaultValues={priority === undefined ? undefined : { priority }} />;
};

export default NetworkCreate;
