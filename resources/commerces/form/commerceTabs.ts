/** The commerce screen's tabs, in order (spec section 2: data, parameters and terminals, plus products and QR codes). */
export const commerceTabs = ['data', 'parameters', 'terminals', 'products', 'qr'] as const;
export type CommerceTab = (typeof commerceTabs)[number];

export const isCommerceTab = (value: string | null): value is CommerceTab =>
  value !== null && (commerceTabs as readonly string[]).includes(value);
