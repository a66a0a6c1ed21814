import { z } from 'zod';

/** The transaction service's answers (spec section 7), checked as they arrive. */
const figure = z.object({ count: z.number().int().nonnegative(), amount: z.number() });

export const transactionSummarySchema = z.object({
  /** The day answered; null when the entity has no operations at all. */
  date: z.string().nullable(),
  /** The newest day with operations of the entity. */
  latestDate: z.string().nullable(),
  currency: z.string().nullable(),
  operations: z.number().int().nonnegative(),
  sales: figure,
  cancellations: figure,
  refunds: figure,
  /** Sales minus cancellations minus refunds; its count is the operations behind it. */
  net: figure,
});

export const hourlyBucketSchema = figure.extend({ hour: z.number().int().min(0).max(23) });
export const monthlyBucketSchema = figure.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) });

export type TransactionFigure = z.infer<typeof figure>;
export type TransactionSummary = z.infer<typeof transactionSummarySchema>;
export type HourlyBucket = z.infer<typeof hourlyBucketSchema>;
export type MonthlyBucket = z.infer<typeof monthlyBucketSchema>;
export const hourlyBucketsSchema = z.array(hourlyBucketSchema);
export const monthlyBucketsSchema = z.array(monthlyBucketSchema);
