-- Growth measurement bounds refuse only the physically impossible (issue 19, item 11): the old 150 kg limit
-- refused real adolescents (the WHO 2007 survey has 157-170 kg), and 30 cm / 0.5 kg / 20 cm refused the
-- smallest preterm newborns. The bounds and their sources live in packages/contracts/src/growth-rules.ts
-- (GROWTH_BOUNDS); these checks repeat them so no write path can store what the API would refuse.
ALTER TABLE growth_records DROP CONSTRAINT growth_records_height_cm_check;
ALTER TABLE growth_records DROP CONSTRAINT growth_records_weight_kg_check;
ALTER TABLE growth_records DROP CONSTRAINT growth_records_head_cm_check;
ALTER TABLE growth_records ADD CONSTRAINT growth_records_height_cm_check CHECK (height_cm BETWEEN 18 AND 275);
ALTER TABLE growth_records ADD CONSTRAINT growth_records_weight_kg_check CHECK (weight_kg BETWEEN 0.15 AND 650);
ALTER TABLE growth_records ADD CONSTRAINT growth_records_head_cm_check CHECK (head_cm BETWEEN 13 AND 100);
