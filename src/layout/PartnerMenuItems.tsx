import { partnerMenuResources } from './partnerMenu';
import { ResourceMenuItem } from './ResourceMenuItem';

/** The reduced sidebar of partner users; each item is still access-checked. */
export const PartnerMenuItems = () => (
  <>
    {partnerMenuResources.map((resource) => (
      <ResourceMenuItem key={resource} name={resource} />
    ))}
  </>
);
