/**
 * Settings of this deployment that the provider chooses at build time (README, Configuration):
 * the support contact shown on the dashboard and in the lock dialog.
 */
export const SUPPORT_CONTACT = {
  phone: import.meta.env.VITE_SUPPORT_PHONE ?? '+49 30 1234567-0',
  email: import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@datacare.example',
} as const;
