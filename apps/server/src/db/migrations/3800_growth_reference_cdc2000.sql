-- The CDC 2000 growth charts as a third reference set (issue 33), chosen per child by a doctor of the child's clinic
-- (the family may still choose WHO or China until a doctor has chosen CDC 2000). Scores are computed on read.
ALTER TABLE growth_profiles DROP CONSTRAINT IF EXISTS growth_profiles_reference_check;
ALTER TABLE growth_profiles ADD CONSTRAINT growth_profiles_reference_check CHECK (reference IN ('who', 'china', 'cdc2000'));
