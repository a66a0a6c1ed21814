import { useTranslate } from 'ra-core';
import { useCallback } from 'react';
import type { RowProblem } from './importTypes';

/** The translated reason of a row's refusal, its substitutions filled in. */
export const useProblemText = () => {
  const translate = useTranslate();
  return useCallback((problem: RowProblem) => translate(problem.message, problem.args), [translate]);
};
