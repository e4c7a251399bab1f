export { request, buildUrl, buildHeaders, parseResponse, addHeaderProvider, HTTP_OK, type RequestOptions, type HeaderProvider } from './request.ts';
export { ApiError, isApiError, ERROR_SHOW_TYPE, DEFAULT_ERROR_SHOW_TYPE, NETWORK_ERROR_CODE, type ErrorShowType } from './errors.ts';
export { showApiError, exceptionPath, EXCEPTION_PATH } from './show-api-error.ts';
export { ENVIRONMENTS, ENVIRONMENT_NAMES, DEFAULT_ENVIRONMENT, type EnvironmentName, type BaseAddresses } from './environments.ts';
