-- Activity (campaign) pages (BRIEF "Activity pages"): a page and its versions. Every save by an editor is a new
-- version holding the whole JSON page description (packages/contracts/src/activity-page.ts); publishing
-- points the page's published version at one of them, so what the public sees changes only on purpose.
CREATE TABLE activity_pages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Optional readable name for links: /activityHtmls?id=<slug>.
  slug text UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) BETWEEN 3 AND 64),
  published boolean NOT NULL DEFAULT false,
  -- The latest version (what editors see) and the one the public sees.
  current_version integer NOT NULL CHECK (current_version >= 1),
  published_version integer CHECK (published_version >= 1 AND published_version <= current_version),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  CHECK (NOT published OR published_version IS NOT NULL)
);
-- The editors' list, newest change first.
CREATE INDEX activity_pages_updated_idx ON activity_pages (updated_at DESC, id);

CREATE TABLE activity_page_versions (
  page_id uuid NOT NULL REFERENCES activity_pages(id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version >= 1),
  description jsonb NOT NULL CHECK (jsonb_typeof(description) = 'object'),
  -- The description's schemaVersion, so old versions can be found (and migrated) without reading every JSON.
  schema_version integer NOT NULL,
  -- The editor's account; no foreign key, so history outlives accounts.
  edited_by uuid,
  edited_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (page_id, version)
);

-- Both pointers name a version that exists. Deferred: a page and its first version are inserted together.
ALTER TABLE activity_pages
  ADD CONSTRAINT activity_pages_current_version_fk FOREIGN KEY (id, current_version)
    REFERENCES activity_page_versions (page_id, version) DEFERRABLE INITIALLY DEFERRED,
  ADD CONSTRAINT activity_pages_published_version_fk FOREIGN KEY (id, published_version)
    REFERENCES activity_page_versions (page_id, version) DEFERRABLE INITIALLY DEFERRED;
