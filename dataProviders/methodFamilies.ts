import type { MethodsOfFamilies } from './defineMethods';
import { transactionsFamily } from './transactions/transactionsMethods';

/**
 * Every domain's custom data provider methods: the composite provider builds their HTTP
 * implementations from this list, the fakerest provider their in-memory ones.
 */
export const methodFamilies = [transactionsFamily] as const;

/** Every custom method the screens call beside react-admin's own. */
export type FamilyMethods = MethodsOfFamilies<typeof methodFamilies>;
