-- The growth reference set chosen per child (issue 17): WHO, the default, or China's WS/T 423-2022. Scores are
-- still computed on read, so a change of choice rewrites nothing; every score names the reference it came from.
ALTER TABLE growth_profiles ADD COLUMN reference text NOT NULL DEFAULT 'who' CHECK (reference IN ('who', 'china'));
