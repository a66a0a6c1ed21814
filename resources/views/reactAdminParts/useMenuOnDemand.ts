import { useState, type MouseEvent } from 'react';

/**
 * A header menu whose list comes from a chunk of its own: `preload` fetches it when the pointer
 * rests on the button or the button takes the focus, and the list, once opened, stays mounted so
 * it closes with its transition and gives the focus back (`opened`).
 */
export const useMenuOnDemand = (preload: () => Promise<unknown>) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const fetchList = () => void preload();
  return {
    anchor,
    opened,
    close: () => setAnchor(null),
    /** For the menu's button. */
    buttonProps: {
      onClick: (event: MouseEvent<HTMLElement>) => {
        setOpened(true);
        setAnchor(event.currentTarget);
      },
      onPointerEnter: fetchList,
      onFocus: fetchList,
    },
  };
};
