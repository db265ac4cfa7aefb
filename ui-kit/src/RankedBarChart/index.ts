export { RankedBarChart, type RankedBarChartProps, type RankedBarChartText } from './RankedBarChart.tsx';
export { rankedBars, type RankedBar, type RankedBarsOptions, type RankedEntry } from './rankedEntries.ts';
