import { useEffect, useState } from 'react';
import type { StepUpRequest } from '../../dataProviders/security/stepUpPrompt';
import { useConsoleServices } from '../ConsoleServicesContext';
import { lazyView } from '../../resources/views/lazyView';

const StepUpDialog = lazyView(
  () => import('../../resources/permissions2fa/StepUpDialog'),
  () => null,
);

/**
 * Listens for the HTTP layer's 2FA asks (a change guarded by a 2FA-protected permission) and
 * shows the code dialog, whose chunk loads only when one comes.
 */
export const StepUpPrompt = () => {
  const { stepUp } = useConsoleServices();
  const [asked, setAsked] = useState<{ request: StepUpRequest | null; serial: number }>({ request: null, serial: 0 });
  useEffect(
    () => stepUp.subscribe((request) => setAsked((previous) => ({ request, serial: previous.serial + 1 }))),
    [stepUp],
  );
  // Each ask is a fresh dialog: a code asked again after a wrong one starts from empty boxes.
  return asked.request ? <StepUpDialog key={asked.serial} request={asked.request} answer={stepUp.answer} /> : null;
};
