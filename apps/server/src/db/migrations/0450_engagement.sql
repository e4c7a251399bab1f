-- Disease surveys, questionnaires with scoring and rewards, membership plans, orders and contact-form leads.
--
-- Editable content is versioned: the stable row (survey, questionnaire, plan) holds the code, every edit
-- inserts a new *_versions row, and answers, submissions and orders point at the version they used. A
-- trigger refuses UPDATE and DELETE on version rows, so an edit can never lose the previous text.
-- created_by has no foreign key for the same reason: removing an editor must not rewrite history.

CREATE FUNCTION content_versions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'content versions are append-only (% on %)', TG_OP, TG_TABLE_NAME;
END;
$$;

CREATE TABLE surveys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  disease_code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE survey_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  survey_id uuid NOT NULL REFERENCES surveys(id),
  version integer NOT NULL CHECK (version > 0),
  title jsonb NOT NULL,
  intro jsonb NOT NULL,
  questions jsonb NOT NULL,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (survey_id, version)
);
CREATE TRIGGER survey_versions_append_only BEFORE UPDATE OR DELETE ON survey_versions
  FOR EACH ROW EXECUTE FUNCTION content_versions_append_only();

CREATE TABLE survey_answers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  survey_id uuid NOT NULL REFERENCES surveys(id),
  survey_version_id uuid NOT NULL REFERENCES survey_versions(id),
  family_member_id uuid NOT NULL REFERENCES family_members(id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  answers jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX survey_answers_member_idx ON survey_answers (family_member_id, survey_id, created_at DESC, id DESC);

CREATE TABLE questionnaires (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE questionnaire_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  questionnaire_id uuid NOT NULL REFERENCES questionnaires(id),
  version integer NOT NULL CHECK (version > 0),
  title jsonb NOT NULL,
  intro jsonb NOT NULL,
  questions jsonb NOT NULL,
  levels jsonb NOT NULL,
  reward jsonb,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (questionnaire_id, version)
);
CREATE TRIGGER questionnaire_versions_append_only BEFORE UPDATE OR DELETE ON questionnaire_versions
  FOR EACH ROW EXECUTE FUNCTION content_versions_append_only();

CREATE TABLE questionnaire_submissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  questionnaire_id uuid NOT NULL REFERENCES questionnaires(id),
  questionnaire_version_id uuid NOT NULL REFERENCES questionnaire_versions(id),
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  family_member_id uuid REFERENCES family_members(id) ON DELETE SET NULL,
  answers jsonb NOT NULL,
  score integer NOT NULL,
  level_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX questionnaire_submissions_account_idx ON questionnaire_submissions (account_id, questionnaire_id, created_at DESC);

-- One reward per account per questionnaire: the unique key is what makes twenty simultaneous submits grant
-- exactly once (INSERT ... ON CONFLICT DO NOTHING inside the submission's transaction).
CREATE TABLE questionnaire_rewards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  questionnaire_id uuid NOT NULL REFERENCES questionnaires(id),
  submission_id uuid NOT NULL REFERENCES questionnaire_submissions(id),
  kind text NOT NULL CHECK (kind IN ('points', 'coupon')),
  points integer CHECK (points IS NULL OR points > 0),
  coupon_code text UNIQUE,
  coupon_name jsonb,
  valid_until date,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, questionnaire_id),
  CHECK ((kind = 'points' AND points IS NOT NULL) OR (kind = 'coupon' AND coupon_code IS NOT NULL))
);

-- Points balance = the sum of an account's ledger; one credit per rewarded thing (reason, reference).
CREATE TABLE points_ledger (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  delta integer NOT NULL CHECK (delta <> 0),
  reason text NOT NULL,
  reference_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (reason, reference_id)
);
CREATE INDEX points_ledger_account_idx ON points_ledger (account_id);

CREATE TABLE plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE plan_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  plan_id uuid NOT NULL REFERENCES plans(id),
  version integer NOT NULL CHECK (version > 0),
  -- The whole plan as the editor saved it (names, prices in fen, benefits, agreements, shop link).
  content jsonb NOT NULL,
  shop_url text NOT NULL CHECK (shop_url LIKE 'https://%'),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (plan_id, version)
);
CREATE TRIGGER plan_versions_append_only BEFORE UPDATE OR DELETE ON plan_versions
  FOR EACH ROW EXECUTE FUNCTION content_versions_append_only();

-- An order snapshots what was offered (version, price, name, shop link): a later price change does not
-- rewrite an order a parent already saw.
CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  plan_id uuid NOT NULL REFERENCES plans(id),
  plan_version_id uuid NOT NULL REFERENCES plan_versions(id),
  plan_name jsonb NOT NULL,
  kind text NOT NULL,
  price_fen integer NOT NULL CHECK (price_fen >= 0),
  original_price_fen integer NOT NULL CHECK (original_price_fen >= 0),
  auto_renew boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'cancelled')),
  shop_url text NOT NULL CHECK (shop_url LIKE 'https://%'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_account_idx ON orders (account_id, created_at DESC);

CREATE TABLE leads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
  name text NOT NULL,
  phone text NOT NULL,
  child_age integer NOT NULL CHECK (child_age BETWEEN 0 AND 18),
  concern text NOT NULL,
  preferred_clinic_id uuid REFERENCES clinics(id) ON DELETE SET NULL,
  preferred_clinic_name text,
  preferred_time text NOT NULL,
  -- HMAC of the client address: enough to rate-limit, not enough to recover the address.
  ip_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX leads_created_idx ON leads (created_at DESC, id DESC);
CREATE INDEX leads_ip_created_idx ON leads (ip_hash, created_at);
