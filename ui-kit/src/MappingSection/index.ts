export { MappingSection, type MappingSectionKey, type MappingSectionProps } from './MappingSection.tsx';
