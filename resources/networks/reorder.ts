/** The list with the item at `from` moved to `to` (both clamped to the list). */
export const moveItem = <T>(items: readonly T[], from: number, to: number): T[] => {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from === target || from < 0 || from >= items.length) return [...items];
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  moved.splice(target, 0, item);
  return moved;
};

/** Where a key press on a row's handle moves it: up, down, to the top or the bottom. */
export const targetOfKey = (key: string, index: number, length: number): number | undefined => {
  switch (key) {
    case 'ArrowUp':
      return index > 0 ? index - 1 : undefined;
    case 'ArrowDown':
      return index < length - 1 ? index + 1 : undefined;
    case 'Home':
      return index > 0 ? 0 : undefined;
    case 'End':
      return index < length - 1 ? length - 1 : undefined;
    default:
      return undefined;
  }
};
