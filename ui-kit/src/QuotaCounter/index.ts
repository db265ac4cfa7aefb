export { QuotaCounter, type QuotaCounterProps } from './QuotaCounter.tsx';
export {
  LOW_QUOTA_SHARE,
  deriveQuotaCounter,
  useQuotaCounter,
  type QuotaCounterModel,
  type QuotaCounterState,
  type QuotaCounterStatus,
} from './useQuotaCounter.ts';
