/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DATA_PROVIDER?: 'fakerest' | 'http';
}

interface Window {
  /** Resolves when the console may start (scripts/build/prepaintBoot.js); absent in development. */
  consoleBoot?: Promise<void>;
}

/** The CSV writer react-admin's default exporter uses (no types of its own): see src/lazyJsonExport.ts. */
declare module 'jsonexport/dist' {
  const jsonExport: (...args: unknown[]) => unknown;
  export default jsonExport;
}
