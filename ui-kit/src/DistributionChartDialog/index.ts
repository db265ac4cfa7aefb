export { DistributionChartDialog, type DistributionChartDialogProps } from './DistributionChartDialog.tsx';
export {
  DEFAULT_HISTOGRAM_BINS,
  probabilityHistogram,
  type DistributionMatchType,
  type DistributionRow,
  type HistogramBin,
  type ProbabilityHistogram,
} from './probabilityHistogram.ts';
