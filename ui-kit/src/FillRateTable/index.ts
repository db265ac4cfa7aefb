export {
  FillRateTable,
  type FillRateColorLevel,
  type FillRateCounts,
  type FillRateGrade,
  type FillRateRow,
  type FillRateRules,
  type FillRateTableProps,
  type FillRateTableText,
} from './FillRateTable.tsx';
