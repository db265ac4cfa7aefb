export { SurveyDialog, type SurveyDialogProps } from './SurveyDialog.tsx';
export {
  limitComment,
  normaliseScore,
  SURVEY_COMMENT_MAX_LENGTH,
  SURVEY_MAX_SCORE,
  useSurveyDialog,
  type SurveyAnswer,
  type SurveyDialogController,
  type SurveyDialogOptions,
} from './useSurveyDialog.ts';
