export { StatusInfoCards, type StatusInfoCardsProps } from './StatusInfoCards.tsx';
