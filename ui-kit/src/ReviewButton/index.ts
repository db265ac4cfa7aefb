export { ReviewButton, type ReviewButtonProps } from './ReviewButton.tsx';
