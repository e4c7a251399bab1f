import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Reminders, ReminderSettingsInput } from '@sprout/contracts';
import { reminderRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';

export const remindersKey = ['account', 'reminders'] as const;

/** GET /app-web2/reminders: the family's settings and what is coming due. */
export function useReminders() {
  return useQuery({
    queryKey: remindersKey,
    queryFn: ({ signal }) => callApi(reminderRoutes.get, { signal }),
    meta: { silentError: true },
  });
}

/** PUT /app-web2/reminders: saved in the screen's language, which the messages are then written in. */
export function useSaveReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReminderSettingsInput) => callApi(reminderRoutes.save, { body: settings }),
    onSuccess: (reminders: Reminders) => queryClient.setQueryData(remindersKey, reminders),
  });
}
