export { ExplanationChips, explanationFieldKey, type ExplanationChipsProps } from './ExplanationChips.tsx';
