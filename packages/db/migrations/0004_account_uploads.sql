-- Account-side files: where a lawyer's resized profile picture is stored, and images lawyers upload for articles.
-- Files live under the uploads directory (never a public folder); these columns hold the storage keys the
-- API generated, never a client's file name.

ALTER TABLE lawyers ADD COLUMN profile_image_key text;

CREATE TABLE article_images (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  storage_key  text NOT NULL UNIQUE,
  mime_type    text NOT NULL,
  size_bytes   integer NOT NULL CHECK (size_bytes > 0),
  uploaded_by  uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- Approving a claim rejects the other open claims on the same profile.
CREATE INDEX lawyer_claims_lawyer ON lawyer_claims (lawyer_id, status);
