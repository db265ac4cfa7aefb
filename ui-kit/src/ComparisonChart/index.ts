export {
  ComparisonChart,
  type ComparisonBucket,
  type ComparisonChartProps,
  type ComparisonChartText,
} from './ComparisonChart.tsx';
