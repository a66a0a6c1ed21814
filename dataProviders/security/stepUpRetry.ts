import { STEP_UP_NOT_ENROLLED } from '../../resources/permissions2fa/stepUp';
import type { StepUpRequest } from './stepUpPrompt';

/** Asks the user for a fresh 2FA code; null when the prompt was closed. */
export type StepUpAsker = (request: StepUpRequest) => Promise<string | null>;

/** The coded body of a 400 refusal (`Code`, `Message`), whatever carried it. */
export type RefusalBody = { Code?: unknown; Message?: unknown } | undefined;

/**
 * The console's side of the 2FA whitelist (resources/permissions2fa), for the HTTP client and the
 * in-memory services alike: a change refused with IS-0014 asks the user for a code and is made
 * again with it; a wrong code (IS-0015) asks again; closing the prompt ends with the first,
 * silent, refusal. A user without 2FA is only told to enable it.
 */
export const retryWithStepUp = async <T>(
  attempt: (code?: string) => Promise<T>,
  refusalOf: (outcome: T) => RefusalBody,
  ask: StepUpAsker,
): Promise<T> => {
  const first = await attempt();
  const refusal = refusalOf(first);
  if (refusal?.Code !== 'IS-0014') return first;
  if (refusal.Message === STEP_UP_NOT_ENROLLED) {
    await ask({ invalid: false, notEnrolled: true });
    return first;
  }
  for (let invalid = false; ; invalid = true) {
    const code = await ask({ invalid });
    if (code === null) return first;
    const outcome = await attempt(code);
    if (refusalOf(outcome)?.Code !== 'IS-0015') return outcome;
  }
};
