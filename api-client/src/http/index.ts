export {
  ApiError,
  configureApiClient,
  downloadUrl,
  request,
  uploadWithProgress,
  type UploadOptions,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  type ApiClientConfig,
  type ApiErrorItem,
  type RequestOptions,
} from './request.ts';
export { errorNotification, isIgnoredPollingError, type ErrorNotification } from './notification.ts';
