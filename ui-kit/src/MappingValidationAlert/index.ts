export {
  MappingValidationAlert,
  mappingValidationText,
  type MappingValidation,
  type MappingValidationAlertProps,
  type MappingValidationMessageKey,
  type MappingValidationStatus,
} from './MappingValidationAlert.tsx';
