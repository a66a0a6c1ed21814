import { arrayMove } from '@dnd-kit/sortable';
import { useEffect, useState } from 'react';
import { useListContext, useNotify, type RaRecord } from 'ra-core';

interface ListOrderOptions<T extends RaRecord> {
  /** The field that numbers the records from 1 in their order. */
  numberField: keyof T & string;
  /** Stores the new order (the ids, first to last). */
  save: (ids: T['id'][]) => Promise<unknown>;
  /** Told (or announced) once the new order is stored: the records and the moved one. */
  onSaved: (order: T[], moved: T) => void;
  /** The message when the order could not be stored. */
  failedMessage: string;
}

/**
 * The records of the list in context, in the order the user gives them by mouse or keyboard: a move
 * shows at once and is stored; a refused one is undone and told. The list is read again after each.
 */
export const useListOrder = <T extends RaRecord>({
  numberField,
  save,
  onSaved,
  failedMessage,
}: ListOrderOptions<T>) => {
  const notify = useNotify();
  const { data, isPending, refetch } = useListContext<T>();
  const [order, setOrder] = useState<T[]>([]);
  useEffect(() => setOrder(data ?? []), [data]);

  const move = async (from: number, to: number) => {
    const next = arrayMove(order, from, to).map((record, index) => ({ ...record, [numberField]: index + 1 }));
    setOrder(next);
    try {
      await save(next.map((record) => record.id));
      onSaved(next, order[from]);
    } catch {
      notify(failedMessage, { type: 'error' });
      setOrder(data ?? []);
    }
    await refetch();
  };
  return { order, isPending, move, refetch };
};
