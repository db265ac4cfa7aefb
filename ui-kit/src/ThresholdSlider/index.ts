export {
  THRESHOLD_SLIDER_MAX,
  THRESHOLD_SLIDER_MIN,
  THRESHOLD_SLIDER_STEP,
  ThresholdSlider,
  type ThresholdSliderProps,
} from './ThresholdSlider.tsx';
