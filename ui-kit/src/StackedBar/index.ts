export {
  StackedBar,
  type StackedBarProps,
  type StackedBarSegment,
  type StackedBarText,
} from './StackedBar.tsx';
