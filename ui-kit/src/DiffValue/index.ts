export { DiffValue, type DiffValueProps } from './DiffValue.tsx';
export { compareValues, type ValueComparison } from './compareValues.ts';
