export {
  MAPPING_BASE_FIELDS,
  MAPPING_FIELDS,
  MAPPING_METADATA_FIELDS,
  MAPPING_REQUIRED_FIELDS,
  type MappingField,
  type MappingPair,
} from './mappingFields.ts';
export {
  mappingFormReducer,
  mappingFormSchema,
  mappingPairs,
  mappingStateFromPairs,
  useMappingForm,
  type MappingFormAction,
  type MappingFormController,
  type MappingFormOptions,
  type MappingFormProblem,
  type MappingFormState,
  type MappingRules,
} from './useMappingForm.ts';
