export { ReviewTabs, type ReviewTabsProps } from './ReviewTabs.tsx';
