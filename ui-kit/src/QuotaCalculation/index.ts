export {
  QuotaCalculation,
  type QuotaCalculationInfo,
  type QuotaCalculationProps,
  type QuotaCalculationText,
} from './QuotaCalculation.tsx';
