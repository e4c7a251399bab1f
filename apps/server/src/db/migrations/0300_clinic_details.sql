-- What the clinic page shows (BRIEF "Clinic"): photos, opening hours, services, an introduction and the map
-- position; and the doctor cards (photo, tags, introduction, specialties). Text shown to users is kept in
-- both interface languages as {"zh-CN": ..., "en-US": ...}.
ALTER TABLE clinics
  -- Image URLs: paths on this site (/clinic-photos/...) or https addresses.
  ADD COLUMN photos jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(photos) = 'array'),
  -- A list of localized lines, e.g. [{"zh-CN": "周一至周五 09:00–18:00", "en-US": "Mon–Fri 09:00–18:00"}].
  ADD COLUMN opening_hours jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(opening_hours) = 'array'),
  -- A list of localized service names.
  ADD COLUMN services jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(services) = 'array'),
  ADD COLUMN introduction jsonb NOT NULL DEFAULT '{"zh-CN": "", "en-US": ""}'::jsonb,
  -- GCJ-02 coordinates (the datum of Chinese map services such as Amap), in degrees.
  ADD COLUMN latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  ADD COLUMN longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  -- Order of the clinic list; ties by name.
  ADD COLUMN sort_order integer NOT NULL DEFAULT 0;

ALTER TABLE doctors
  ADD COLUMN photo text,
  ADD COLUMN tags jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(tags) = 'array'),
  ADD COLUMN introduction jsonb NOT NULL DEFAULT '{"zh-CN": "", "en-US": ""}'::jsonb,
  ADD COLUMN specialties jsonb NOT NULL DEFAULT '{"zh-CN": "", "en-US": ""}'::jsonb,
  -- Order of a clinic's doctor list.
  ADD COLUMN sort_order integer NOT NULL DEFAULT 0;
