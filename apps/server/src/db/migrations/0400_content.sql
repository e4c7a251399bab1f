-- Content store: articles, FAQ categories and items, drugs, legal and help texts. Every edit is a new row in
-- content_versions, so no edit ever loses the previous text; content_items points at the current version.
CREATE TABLE content_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('article', 'faqCategory', 'faqItem', 'drug', 'legal')),
  -- The natural key where the kind has one: a drug's product code, a legal text's key.
  key text,
  -- A FAQ item's category.
  parent_id uuid REFERENCES content_items(id) ON DELETE RESTRICT,
  sort_order integer NOT NULL DEFAULT 0,
  published boolean NOT NULL DEFAULT false,
  published_at timestamptz,
  current_version integer NOT NULL CHECK (current_version >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX content_items_kind_key_uq ON content_items (kind, key) WHERE key IS NOT NULL;
-- Public lists: published items of a kind in their order, newest first.
CREATE INDEX content_items_kind_list_idx ON content_items (kind, published, sort_order, published_at DESC);
CREATE INDEX content_items_parent_idx ON content_items (parent_id) WHERE parent_id IS NOT NULL;

CREATE TABLE content_versions (
  item_id uuid NOT NULL REFERENCES content_items(id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version >= 1),
  -- Both languages of every field; rich text already sanitized.
  data jsonb NOT NULL,
  edited_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
  edited_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (item_id, version)
);

-- Plain, lower-cased text of the current version per language, for substring search (FAQ). Rewritten with
-- each version in the same transaction; Chinese has no word breaks, so a substring match is the honest search.
CREATE TABLE content_search (
  item_id uuid NOT NULL REFERENCES content_items(id) ON DELETE CASCADE,
  locale text NOT NULL CHECK (locale IN ('zh-CN', 'en-US')),
  kind text NOT NULL,
  text text NOT NULL,
  PRIMARY KEY (item_id, locale)
);
CREATE INDEX content_search_kind_locale_idx ON content_search (kind, locale);
