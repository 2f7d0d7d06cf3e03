/// <reference types="vite/client" />

/** Id of the build this bundle belongs to; compared with `/build/latest.json`. */
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  /** Base URL of the API; empty means the same origin. */
  readonly VITE_API_BASE_URL?: string;
}
