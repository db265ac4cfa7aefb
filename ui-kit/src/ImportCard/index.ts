export {
  IMPORT_STEPS,
  ImportCard,
  type ImportCardItem,
  type ImportCardLinkProps,
  type ImportCardProps,
  type ImportStep,
} from './ImportCard.tsx';
export { IMPORT_CARDS_PER_PAGE, ImportCardGrid, type ImportCardGridProps } from './ImportCardGrid.tsx';
