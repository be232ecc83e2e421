/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the dev API, e.g. http://127.0.0.1:4010 */
  readonly VITE_DEV_API_URL?: string;
}
