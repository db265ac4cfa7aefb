export { LOCKED_PLACEHOLDER, LockedValue, type LockedValueProps } from './LockedValue.tsx';
