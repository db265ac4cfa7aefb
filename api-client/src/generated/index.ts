// This file is generated from api-client/openapi.yaml by `npm run generate`. Do not edit it by hand.
export type * from './types.ts';
export * from './client.ts';
export { operationSpecs, type OperationSpec } from './operations.ts';
