export { AllCheckedMessage, type AllCheckedMessageProps } from './AllCheckedMessage.tsx';
