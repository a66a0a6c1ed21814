import { issueCodes, refusalCode, type Outcome } from '../../resources/profiles/parameters/operations';
import { refuse } from '../errors';

/** A refused check answers 400 with a code and `Errors` by parameter name, as the forms show them. */
export const settled = <T>(outcome: Outcome<T>): T => {
  if (outcome.ok) return outcome.value;
  throw refuse(400, refusalCode(outcome.issues), { Errors: issueCodes(outcome.issues) });
};
