type AsyncMethod = (...args: never[]) => Promise<unknown>;

/** Every method name of an interface, spelled once so a missing or extra one fails to compile. */
export type MethodNames<T> = Record<keyof T, true>;

/**
 * Custom data-provider methods whose implementation loads with the first call, keeping it off the
 * console's first page. `names` lists them (the implementation's module is not loaded to learn them).
 */
export const lazyMethods = <T extends { [K in keyof T]: AsyncMethod }>(
  names: MethodNames<T>,
  load: () => Promise<T>,
): T => {
  let loading: Promise<T> | undefined;
  // A failed load (a chunk that did not arrive) is tried again on the next call.
  const methods = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.fromEntries(
    Object.keys(names).map((name) => [
      name,
      async (...args: never[]) => {
        const method: AsyncMethod = (await methods())[name as keyof T];
        return method(...args);
      },
    ]),
  ) as T;
};
