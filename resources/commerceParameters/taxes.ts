/**
 * Spec section 5: the tax percentage is required when ITBIS or TAX legal is enabled. IVA and
 * IMPOCONSUMO take one when given, but do not need it. The commerce's parameters and a
 * profile's taxes tab both read this list.
 */
export const taxesWithPercentage = ['ITBIS', 'TAX_LEGAL'] as const;

export const needsTaxPercentage = (tax: string): boolean => (taxesWithPercentage as readonly string[]).includes(tax);
