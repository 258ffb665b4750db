-- Anyone can type a real lawyer's roll number. A registration used to reserve the roll entry for good (a unique
-- users.lawyer_id), so a squatter who never proved anything blocked the real lawyer from registering or claiming.
-- Now only a verified account owns an entry: several unproven registrations may name the same one, all go to
-- review, and the first one verified wins (the others are rejected and released: services/claims/review-claim.ts).
-- A registration that uploads no proof within 7 days lets go of its entry (services/claims/roll-holds.ts).
ALTER TABLE users DROP CONSTRAINT users_lawyer_id_key;
CREATE UNIQUE INDEX users_verified_lawyer ON users (lawyer_id) WHERE lawyer_verification_status = 'verified';
CREATE INDEX users_lawyer ON users (lawyer_id) WHERE lawyer_id IS NOT NULL;
