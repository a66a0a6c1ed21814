import { z } from 'zod';

/** Plain shapes of the wifi calls beyond CRUD, shared by the console and the sandbox. */

/** Where a network is switched on or off: named terminals, a commerce's terminals, or a CSV of serials. */
export const enablementTargets = ['terminal', 'commerce', 'csv'] as const;
export type EnablementTarget = (typeof enablementTargets)[number];

export const enablementBodySchema = z
  .object({
    serialNumbers: z.array(z.string().trim().toUpperCase().min(1).max(50)).max(5000).optional(),
    commerceId: z.number().int().positive().optional(),
  })
  .strict();

export type EnablementBody = z.infer<typeof enablementBodySchema>;

/** What a switch changed: how many terminals, and the serials that name no terminal of the entity. */
export interface EnablementOutcome {
  changed: number;
  unknown: string[];
}

/** How many of the entity's terminals have the network switched on and off. */
export interface NetworkTerminalCounts {
  enabled: number;
  disabled: number;
}

/** The new order of the entity's networks, first the highest priority: every one of its ids once. */
export const priorityBodySchema = z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) }).strict();

/** The serial numbers of a CSV: the first column of each non-empty line, a header line skipped. */
export const serialsOfCsv = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map(
      (line) =>
        line
          .split(/[,;\t]/)[0]
          ?.trim()
          .replace(/^"|"$/g, '') ?? '',
    )
    .filter((cell, index) => cell !== '' && !(index === 0 && /serial/i.test(cell)));
