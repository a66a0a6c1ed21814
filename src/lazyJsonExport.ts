/**
 * react-admin's default CSV writer (jsonexport), which its list controller imports for a list
 * without an exporter of its own. Every export of the console goes through our safe writer, so the
 * build puts this in jsonexport's place (vite.config.ts): the writer is fetched only if called.
 * It answers as jsonexport does: through the callback when given one, else by the promise.
 */
export default function jsonExport(...args: unknown[]): Promise<unknown> {
  const callback = args.findLast((arg) => typeof arg === 'function');
  return import('jsonexport/dist').then(
    ({ default: write }) => write(...args),
    (error: unknown) => {
      if (typeof callback !== 'function') throw error;
      callback(error);
    },
  );
}
