import { useMutation } from '@tanstack/react-query';
import type { SmsCodeRequest } from '@sprout/contracts';
import { authRoutes } from '@sprout/contracts/light';
import { signInDeviceId } from '../../../lib/auth/device-id.ts';
import { callApi } from '../../../lib/request/index.ts';

/** Asks the server to text a one-time code (from this browser); in demo mode the answer carries it as `devCode`. */
export function sendSmsCode(input: SmsCodeRequest) {
  return callApi(authRoutes.smsCode, { body: { ...input, deviceId: signInDeviceId() } });
}

export function useSendSmsCode() {
  return useMutation({ mutationFn: sendSmsCode });
}
