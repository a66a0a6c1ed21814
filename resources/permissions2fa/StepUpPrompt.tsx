import { useEffect, useState } from 'react';
import type { StepUpRequest } from '../../dataProviders/security/stepUpPrompt';
import { useConsoleServices } from '../../src/ConsoleServicesContext';
import { lazyView } from '../views/lazyView';

const StepUpDialog = lazyView(
  () => import('./StepUpDialog'),
  () => null,
);

/**
 * Listens for the HTTP layer's 2FA asks (a change guarded by a 2FA-protected permission) and
 * shows the code dialog, whose chunk loads only when one comes.
 */
export const StepUpPrompt = () => {
  const { stepUp } = useConsoleServices();
  const [request, setRequest] = useState<StepUpRequest | null>(null);
  useEffect(() => stepUp.subscribe(setRequest), [stepUp]);
  return request ? <StepUpDialog request={request} answer={stepUp.answer} /> : null;
};
