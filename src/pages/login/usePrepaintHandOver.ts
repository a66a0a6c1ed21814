import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { readPrepaint, removePrepaint, type PrepaintState } from './prepaint';

/**
 * Takes over the login page painted ahead by index.html when the console's own form mounts, in the
 * same commit (so no frame shows both or neither): what was typed, the field in use, and a submit
 * sent before the console had started, which is sent again once the values are in. Returns whether
 * a page was taken over (then the form does not move the focus itself).
 */
export const usePrepaintHandOver = (form: RefObject<HTMLFormElement | null>, adopt: (state: PrepaintState) => void) => {
  const [handedOver] = useState(() => readPrepaint() !== null);
  const [resubmit, setResubmit] = useState(false);

  useLayoutEffect(() => {
    const state = readPrepaint();
    removePrepaint();
    if (!state) return;
    adopt(state);
    if (state.focused) form.current?.querySelector<HTMLInputElement>(`input[name="${state.focused}"]`)?.focus();
    if (state.submitted) setResubmit(true);
    // Once, when the form first mounts: what the page held then is what the visitor typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- later renders must not adopt it again
  }, []);

  useEffect(() => {
    if (!resubmit) return;
    setResubmit(false);
    form.current?.requestSubmit();
  }, [resubmit, form]);

  return handedOver;
};
