/**
 * What an exported cell may hold. Numbers stay numbers: a number is never a formula, whatever its
 * sign, so `-5` as a number is written as it is, while the text "-5" is text and is neutralised.
 */
export type CellValue = string | number | boolean | null | undefined;

/** A spreadsheet reads text starting with one of these as a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

export const startsLikeFormula = (text: string) => FORMULA_START.test(text);

/**
 * Text a spreadsheet shows as typed: when it would start a formula, a single quote goes in front
 * (OWASP's advice), which every spreadsheet reads as "this is text".
 */
export const inertText = (text: string) => (startsLikeFormula(text) ? `'${text}` : text);
