/**
 * A timing check of a regular expression against hostile inputs: a prefix, then one character
 * pumped many times, then a suffix that makes the match fail (as `"a@" + "." * 100000 + " x"`
 * did to the e-mail pattern). A pattern that backtracks takes quadratic or exponential time in
 * the pumped length; a safe one, linear. Lengths grow step by step, so an exponential pattern is
 * caught at a few dozen characters instead of hanging the test.
 */

const ALPHABET = [...'a0A .,@-_/:\\=+;#%&?!"\'()[]{}<>|*^$\t', '\n', 'é'];
const PREFIXES = ['', 'a', '0', ' ', '<', '"'];
const SUFFIXES = ['', ' x', '\n'];
const META = new Set([...'\\^$.|?*+()[]{}']);
/** Lengths tried: small steps while an exponential pattern could still be fast, then long ones. */
const LENGTHS = [8, 16, 24, 32, 64, 1024, 4096, 16384, 32768];
/** Under this a match of 1,024 pumped characters is linear work: longer inputs are not tried. */
const LINEAR_MS = 0.25;

/** The characters a pattern names literally (its own separators: '@', '.', ':' ...). */
const literalsOf = (source: string) => {
  const literals = new Set<string>();
  for (let at = 0; at < source.length; at += 1) {
    const char = source[at];
    if (char === '\\') {
      const next = source[at + 1] ?? '';
      if (META.has(next) || next === '/' || next === '-') literals.add(next);
      at += 1;
    } else if (!META.has(char)) literals.add(char);
  }
  return [...literals];
};

const timeOf = (regex: RegExp, input: string) => {
  regex.lastIndex = 0;
  const started = performance.now();
  regex.test(input);
  return performance.now() - started;
};

export interface HostileFinding {
  input: string;
  length: number;
  ms: number;
}

/** The first hostile input slower than `budgetMs` (and how long it took), or undefined when none is. */
export const slowestHostileInput = (source: string, flags: string, budgetMs: number): HostileFinding | undefined => {
  const regex = new RegExp(source, flags.replace(/[gy]/g, ''));
  const literals = literalsOf(source);
  const characters = [...new Set([...ALPHABET, ...literals])];
  const prefixes = [
    ...new Set([
      ...PREFIXES,
      ...literals,
      ...literals.map((literal) => `a${literal}`),
      ...literals.map((l) => `${l}a`),
    ]),
  ];
  for (const prefix of prefixes)
    for (const pump of characters)
      for (const suffix of SUFFIXES)
        for (const length of LENGTHS) {
          const input = prefix + pump.repeat(length) + suffix;
          let ms = timeOf(regex, input);
          // A slow first run may be the engine warming up: the better of two counts.
          if (ms > LINEAR_MS) ms = Math.min(ms, timeOf(regex, input));
          if (ms > budgetMs) {
            const shown = `${JSON.stringify(prefix)} + ${JSON.stringify(pump)} x ${length} + ${JSON.stringify(suffix)}`;
            return { input: shown, length, ms };
          }
          if (length >= 1024 && ms < LINEAR_MS) break;
        }
  return undefined;
};
