export { newIdempotencyKey, buildUrl, buildHeaders, parseResponse, HTTP_OK } from './request.ts';
export { ApiError, isApiError, ERROR_SHOW_TYPE, NETWORK_ERROR_CODE } from './errors.ts';
export { showApiError } from './show-api-error.ts';
export { callApi } from './call-api.ts';
export { downloadFile, fetchFile, handOver } from './download-file.ts';
export { uploadFile } from './upload-file.ts';
