/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Support phone shown on the dashboard and in the lock dialog. */
  readonly VITE_SUPPORT_PHONE?: string;
  /** Support e-mail shown on the dashboard. */
  readonly VITE_SUPPORT_EMAIL?: string;
}
