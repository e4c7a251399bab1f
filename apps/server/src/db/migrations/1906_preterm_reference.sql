-- The preterm reference chosen per child (issue 17 item 7): Fenton 2013, the default, or INTERGROWTH-21st (newborn
-- size and postnatal growth of preterm infants). Scores are computed on read, so a change rewrites nothing.
ALTER TABLE growth_profiles ADD COLUMN preterm_reference text NOT NULL DEFAULT 'fenton2013' CHECK (preterm_reference IN ('fenton2013', 'intergrowth21'));
