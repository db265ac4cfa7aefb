export { MatchProgressRing, type MatchProgressRingProps } from './MatchProgressRing.tsx';
