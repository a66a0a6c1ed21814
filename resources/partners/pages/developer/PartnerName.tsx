import { useGetOne } from 'ra-core';
import { partners, type Partner } from '../../schema';

/** A partner's name, for the operator's view of every partner's keys. */
export const PartnerName = ({ id }: { id: unknown }) => {
  const { data } = useGetOne<Partner>(partners.resource, { id: Number(id) }, { enabled: Boolean(id) });
  return <>{data?.name ?? ''}</>;
};
