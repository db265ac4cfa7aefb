export { ProbabilityCell, type ProbabilityCellProps } from './ProbabilityCell.tsx';
export {
  formatProbability,
  formatProbabilityPrecise,
  PROBABILITY_DIGITS,
  PROBABILITY_PRECISE_DIGITS,
} from './formatProbability.ts';
