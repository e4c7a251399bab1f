import { defineCalls } from '../call-schemas.ts';
import { reminderSettingsInputSchema, remindersSchema, reminderWechatLinkSchema } from '../reminders.ts';
import { reminderRoutes } from '../routes/reminders.ts';

export const reminderCalls = defineCalls(reminderRoutes, {
  get: {
    summary: 'The family’s reminder settings and the checks and vaccine doses coming due for its children',
    description:
      'A parent only (their own family). Growth and eye checks by the doctor’s list’s rule, vaccine doses by the national schedule; each with the day its message goes.',
    response: remindersSchema,
  },
  save: {
    summary: 'Turn reminders on or off, choose how many days before, and switch each kind and channel',
    description: 'A parent only. The messages are written in the language of this request (zh-CN or en-US). Answers as GET does.',
    body: reminderSettingsInputSchema,
    response: remindersSchema,
  },
  linkWechat: {
    summary: 'Link the parent’s WeChat for subscription messages, from the code WeChat gave the page',
    description: 'A parent only. 503 when WeChat is not configured; 400 naming `code` when WeChat refuses the code.',
    body: reminderWechatLinkSchema,
    response: remindersSchema,
  },
});
