import { useNotify, useUpdate } from 'ra-core';
import { partners, type Partner } from '../../schema';

/** Assigning a commerce to a partner and taking one away: the partner's `commerceIds`, saved at once. */
export const useCommerceAssignment = (partner: Partner | undefined) => {
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const save = (commerceIds: number[], message: string) => {
    if (!partner) return;
    void update(
      partners.resource,
      { id: partner.id, data: { commerceIds }, previousData: partner },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(message, { type: 'success' }),
        onError: (error) => notify(error instanceof Error ? error.message : 'errors.generic.oops', { type: 'warning' }),
      },
    );
  };
  const current = (partner?.commerceIds ?? []).map(Number);
  return {
    assign: (id: number) => save([...new Set([...current, id])], 'partnerPages.commerces.assigned'),
    unassign: (id: number) =>
      save(
        current.filter((kept) => kept !== id),
        'partnerPages.commerces.unassigned',
      ),
    isPending,
  };
};
