-- 0017: the rest of the account merge's pages (issue 16; docs/api.md "Account merge").
-- A naver account linked to the source record may prove it, as an Any-ID account does.
ALTER TABLE merge_proofs DROP CONSTRAINT merge_proofs_method_check;
ALTER TABLE merge_proofs ADD CONSTRAINT merge_proofs_method_check CHECK (method IN ('password', 'anyid', 'naver'));
ALTER TABLE member_merges DROP CONSTRAINT member_merges_method_check;
ALTER TABLE member_merges ADD CONSTRAINT member_merges_method_check CHECK (method IN ('password', 'anyid', 'naver'));

-- A join inside the merge (/merge-user/join/*): the certification returns to the merge's pages.
ALTER TABLE cert_transactions ADD COLUMN return_flow text NOT NULL DEFAULT 'join' CHECK (return_flow IN ('join', 'merge'));
