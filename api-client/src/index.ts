/**
 * @datacare/api-client: the contract (openapi.yaml), the client and types generated from it, and
 * the domain rules both the app and the server apply.
 */
export * from './generated/index.ts';
export {
  ApiError,
  configureApiClient,
  downloadUrl,
  uploadWithProgress,
  type UploadOptions,
  errorNotification,
  isIgnoredPollingError,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  type ApiClientConfig,
  type ApiErrorItem,
  type ErrorNotification,
  type RequestOptions,
} from './http/index.ts';
// The domain rules' leaf index lists its exports by name.
export * from './domain/index.ts';
