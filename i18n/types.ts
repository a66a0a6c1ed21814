/** The shape of a message catalogue with every leaf a string: other languages must match it. */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

export type MessageTree = { [key: string]: string | MessageTree };
