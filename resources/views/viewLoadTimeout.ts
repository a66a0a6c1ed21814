/** How long a view chunk may take to load before the user is told (spec section 9). */
export const VIEW_LOAD_TIMEOUT_MS = 120_000;

export class ViewLoadTimeout extends Error {
  constructor() {
    super('view chunk load timed out');
  }
}

export const withLoadTimeout = <T>(loading: Promise<T>, timeoutMs = VIEW_LOAD_TIMEOUT_MS): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ViewLoadTimeout()), timeoutMs);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
