export { InputRowCard, type InputRowCardProps } from './InputRowCard.tsx';
