/** What the 2FA prompt shows: a first ask, again after a wrong code (IS-0015), or that 2FA is off. */
export interface StepUpRequest {
  invalid: boolean;
  /** The user has no 2FA: nothing to type, only to say that it must be enabled first. */
  notEnrolled?: boolean;
}

type Listener = (request: StepUpRequest | null) => void;

/**
 * The one 2FA prompt of the console (the per-permission whitelist, resources/permissions2fa):
 * the HTTP layer asks for a code, the dialog answers with the six digits or null (closed). Asks
 * made while one is open share its answer, so parallel saves prompt once.
 */
export const createStepUpPrompt = () => {
  const listeners = new Set<Listener>();
  let pending: { promise: Promise<string | null>; resolve: (code: string | null) => void } | null = null;
  const show = (request: StepUpRequest | null) => listeners.forEach((listener) => listener(request));

  return {
    ask(request: StepUpRequest): Promise<string | null> {
      if (pending) return pending.promise;
      let resolve: (code: string | null) => void = () => undefined;
      const promise = new Promise<string | null>((done) => (resolve = done));
      pending = { promise, resolve };
      show(request);
      return promise;
    },
    answer(code: string | null) {
      const current = pending;
      pending = null;
      show(null);
      current?.resolve(code);
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
};

export type StepUpPrompt = ReturnType<typeof createStepUpPrompt>;
