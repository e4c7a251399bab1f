import { useMutation } from '@tanstack/react-query';
import type { SmsCodeRequest } from '@sprout/contracts';
import { authRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';

/** Asks the server to text a one-time code; in demo mode the answer carries it as `devCode`. */
export function sendSmsCode(input: SmsCodeRequest) {
  return callApi(authRoutes.smsCode, { body: input });
}

export function useSendSmsCode() {
  return useMutation({ mutationFn: sendSmsCode });
}
