import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { applySection } from '../parameters/operations';
import type { ParameterSection, ParameterValues } from '../parameters/types';
import { raIssueMessage } from './issueMessage';

/**
 * Validates a tab with the very step the services run (`applySection`): the form refuses what
 * the sandbox would, with the same codes. Submits the tab's values without blanks.
 */
export const sectionResolver =
  (section: ParameterSection, stored: ParameterValues): Resolver<FieldValues> =>
  async (values) => {
    const outcome = applySection(stored, section, values);
    if (outcome.ok) return { values, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(outcome.issues).map(([name, issue]) => [
        name,
        { type: 'validation', message: raIssueMessage(issue) },
      ]),
    );
    return { values: {}, errors: errors as FieldErrors<FieldValues> };
  };
