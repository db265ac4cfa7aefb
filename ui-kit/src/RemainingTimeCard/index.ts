export { RemainingTimeCard, type RemainingTimeCardProps } from './RemainingTimeCard.tsx';
export { durationUnits, splitDuration, type DurationParts } from './formatDuration.ts';
