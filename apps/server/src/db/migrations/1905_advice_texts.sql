-- Issue 16 item 2: editors reword the health advice. Their wording is content of a new kind, `advice`, keyed by the
-- advice's text key (packages/contracts advice.ts); the code keeps the default wording, which stands until an
-- editor publishes theirs.
ALTER TABLE content_items DROP CONSTRAINT content_items_kind_check;
ALTER TABLE content_items ADD CONSTRAINT content_items_kind_check CHECK (kind IN ('article', 'faqCategory', 'faqItem', 'drug', 'legal', 'advice'));
