/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DATA_PROVIDER?: 'fakerest' | 'http';
}

interface Window {
  /** Resolves when the console may start (scripts/build/prepaintBoot.js); absent in development. */
  consoleBoot?: Promise<void>;
}
