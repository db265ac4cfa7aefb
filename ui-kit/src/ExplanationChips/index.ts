export {
  EXPLANATION_CHIP_COUNT,
  ExplanationChips,
  explanationFieldKey,
  strongestEvidence,
  type ExplanationChipsProps,
} from './ExplanationChips.tsx';
