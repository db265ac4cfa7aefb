export { ReviewHelpDialog, type ReviewHelpDialogProps } from './ReviewHelpDialog.tsx';
