export { StartMatchingButton, type StartMatchingButtonProps } from './StartMatchingButton.tsx';
