export { MatchingInterruptedAlert, type MatchingInterruptedAlertProps } from './MatchingInterruptedAlert.tsx';
