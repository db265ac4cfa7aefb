export {
  roundExpected,
  ThresholdSimulation,
  type ThresholdSimulationProps,
  type ThresholdSimulationText,
} from './ThresholdSimulation.tsx';
