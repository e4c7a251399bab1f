-- Issue 34 part 3: reminders of the next growth check, eye check and vaccine due, sent to the parent by SMS and WeChat.
-- What is due is computed on every run from the child's records (@sprout/clinical dueChecks and planImmunisation),
-- never stored; these tables keep the family's choices and what was sent. The job queue itself (pg-boss) keeps its
-- own tables in the `pgboss` schema, which it creates and migrates (docs/decisions/3400-reminder-queue.md).

-- The family's (the parent account's) choices. Reminders are opt-in: `enabled` starts false.
CREATE TABLE reminder_settings (
  account_id uuid PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT false,
  days_before integer NOT NULL DEFAULT 7 CHECK (days_before BETWEEN 0 AND 30),
  growth boolean NOT NULL DEFAULT true,
  eye boolean NOT NULL DEFAULT true,
  vaccine boolean NOT NULL DEFAULT true,
  sms boolean NOT NULL DEFAULT true,
  wechat boolean NOT NULL DEFAULT true,
  -- The parent's openid with the configured WeChat app, once the parent allowed subscription messages.
  wechat_open_id text CHECK (char_length(wechat_open_id) <= 128),
  -- The language the messages are written in: the one the parent last saved the settings in.
  language text NOT NULL DEFAULT 'zh-CN' CHECK (language IN ('zh-CN', 'en-US')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One message a day per family at most: the constraint, not the code, makes a second instance's attempt fail.
-- `day` is the family's calendar day (China Standard Time). `status`: sending (claimed), sent, failed.
CREATE TABLE reminder_sends (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  day date NOT NULL,
  status text NOT NULL DEFAULT 'sending' CHECK (status IN ('sending', 'sent', 'failed')),
  -- Per channel: sent, failed, off (switched off or not available), logged (development sink).
  sms text CHECK (sms IN ('sent', 'failed', 'off', 'logged')),
  wechat text CHECK (wechat IN ('sent', 'failed', 'off', 'logged')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT reminder_sends_family_day_uq UNIQUE (account_id, day)
);

-- What a message announced, so that each due item is announced once. `item` is the growth or eye check's due date
-- (a new measurement moves it: a new item), or the vaccine and dose ("DTaP#2").
CREATE TABLE reminder_send_items (
  send_id uuid NOT NULL REFERENCES reminder_sends(id) ON DELETE CASCADE,
  family_member_id uuid NOT NULL REFERENCES family_members(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('growth', 'eye', 'vaccine')),
  item text NOT NULL CHECK (char_length(item) <= 40),
  due_date date NOT NULL,
  PRIMARY KEY (send_id, family_member_id, kind, item)
);
CREATE INDEX reminder_send_items_member_idx ON reminder_send_items (family_member_id, kind, item);
