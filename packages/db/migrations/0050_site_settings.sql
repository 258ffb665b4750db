-- The settings a super admin changes in the back-office (Admin → Settings): the site's name and contact address,
-- its social links, and the defaults of a new scraping job. One row, so that a read is a primary-key lookup and
-- there is nothing to merge; the CHECKs repeat the API's limits so a hand-edited row cannot break the pages.
CREATE TABLE site_settings (
  id                      boolean PRIMARY KEY DEFAULT true CHECK (id),
  site_name               text NOT NULL DEFAULT 'Batas' CHECK (char_length(btrim(site_name)) BETWEEN 1 AND 80),
  -- Where the contact form's messages go; none until a super admin sets it (the contact page says so).
  contact_email           text CHECK (contact_email IS NULL OR contact_email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  -- Social links appear in the footer only when set.
  facebook_url            text CHECK (facebook_url IS NULL OR facebook_url ~* '^https?://'),
  x_url                   text CHECK (x_url IS NULL OR x_url ~* '^https?://'),
  linkedin_url            text CHECK (linkedin_url IS NULL OR linkedin_url ~* '^https?://'),
  youtube_url             text CHECK (youtube_url IS NULL OR youtube_url ~* '^https?://'),
  -- What a scraping job gets when its request leaves the option out (the dashboard's form starts from them too).
  scraping_max_documents  integer NOT NULL DEFAULT 100 CHECK (scraping_max_documents BETWEEN 1 AND 10000),
  scraping_delay_ms       integer NOT NULL DEFAULT 1500 CHECK (scraping_delay_ms BETWEEN 500 AND 10000),
  updated_by              uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at              timestamptz NOT NULL DEFAULT now()
);
INSERT INTO site_settings DEFAULT VALUES;
