/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DATA_PROVIDER?: 'fakerest' | 'http';
  readonly VITE_API_BASE_URL?: string;
}
