import { useMutation } from '@tanstack/react-query';
import { API_PREFIX } from '@sprout/contracts/light';
import type { SmsCodeRequest, SmsCodeResponse } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';

/** Asks the server to text a one-time code; in demo mode the answer carries it as `devCode`. */
export function sendSmsCode(input: SmsCodeRequest): Promise<SmsCodeResponse> {
  return request<SmsCodeResponse>(`${API_PREFIX.app}/auth/sms_code`, { method: 'POST', body: input });
}

export function useSendSmsCode() {
  return useMutation({ mutationFn: sendSmsCode });
}
