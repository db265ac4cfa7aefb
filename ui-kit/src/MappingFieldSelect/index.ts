export { MappingFieldSelect, type MappingFieldSelectProps } from './MappingFieldSelect.tsx';
