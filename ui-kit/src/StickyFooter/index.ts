export { StickyFooter, type StickyFooterProps } from './StickyFooter.tsx';
