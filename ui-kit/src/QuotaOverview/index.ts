export { QuotaOverview, type QuotaOverviewProps } from './QuotaOverview.tsx';
export {
  DEFAULT_MONTHLY_ALLOWANCE,
  deriveQuotaOverview,
  useQuotaOverview,
  type QuotaOverviewController,
  type QuotaOverviewModel,
  type QuotaOverviewState,
  type QuotaOverviewStatus,
} from './useQuotaOverview.ts';
