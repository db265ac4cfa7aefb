import type { DashboardStats, Quota, User } from '@datacare/api-client';

/**
 * Realistic data for app tests and page stories, typed by the contract so a contract change
 * breaks them at compile time rather than silently.
 */
export const anna: User = {
  id: 'u_anna',
  email: 'anna.schmidt@mueller-logistik.de',
  firstName: 'Anna',
  name: 'Schmidt',
  fullName: 'Anna Schmidt',
  language: 'de',
  lastAccountId: null,
  pictureUrl: null,
  fromTarget: false,
  targetSessionId: null,
  contractType: 'paid',
  companyName: 'Müller Logistik GmbH',
  target1Permissions: { ACCESS: true },
  target2Permissions: { ACCESS: false },
  lastSurveyAt: '2026-10-01T09:00:00.000Z',
};

/** Anna's current password at the mocked built-in login service (the account page's tests and stories). */
export const annaPassword = 'Sommer2026!';

export const annaQuota: Quota = {
  totalQuota: 5000,
  currentQuota: 1250,
  monthlyExpand: true,
  monthlyUsed: 0,
  unlimited: false,
};

export const annaStats: DashboardStats = {
  mExportQuota: 5000,
  currentQuota: 1250,
  analysedRows: 48213,
  uploadedFiles: 7,
};
