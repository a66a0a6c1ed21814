/** The list with the item at `from` moved to `to` (both clamped to the list). */
export const moveItem = <T>(items: readonly T[], from: number, to: number): T[] => {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from === target || from < 0 || from >= items.length) return [...items];
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  moved.splice(target, 0, item);
  return moved;
};
