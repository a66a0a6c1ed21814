import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

const titleContainer = () => document.getElementById('react-admin-title');

/**
 * A screen's title in the app bar's title slot, as react-admin's `Title` shows a text. Its `Title`
 * also imports an in-place title editor (MUI's TextField with every variant, its select and
 * menu): about 15 KiB in the first load of every screen that has a title.
 */
export const ScreenTitle = ({ title }: { title: string }) => {
  const [container, setContainer] = useState(titleContainer);
  // The app bar may mount its slot in the same commit as the screen: found again once mounted.
  useEffect(() => {
    setContainer((current) => (current && document.body.contains(current) ? current : titleContainer()));
  }, []);
  return container ? createPortal(<span>{title}</span>, container) : null;
};
