export {
  CheckCard,
  type CheckCardProgress,
  type CheckCardProps,
  type CheckCardState,
  type CheckCardText,
  type CheckKind,
} from './CheckCard.tsx';
