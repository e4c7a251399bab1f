-- A parent account's made-up name "用户" + the last four digits of its phone (issue 31) greeted English readers in
-- Chinese; an account now has no name (an empty one) until its owner sets it on the profile screen. Only names that
-- are exactly the made-up one are cleared: a name a person chose is kept.
UPDATE accounts SET name = '' WHERE role = 'parent' AND name = '用户' || right(phone, 4);
