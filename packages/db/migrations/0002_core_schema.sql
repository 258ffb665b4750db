-- The platform's entities: the roll of attorneys, user accounts, the law library,
-- lawyer-written articles, profile claims and verification uploads, scraping jobs, and an audit log.
-- Ids are UUIDs so that a lawyer's internal id can never be mistaken for a roll number (both appear in /lawyers/{id}).

-- ---------------------------------------------------------------- lawyers (the roll)
CREATE TABLE lawyers (
  id                        uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  roll_number               text NOT NULL UNIQUE,
  first_name                text NOT NULL DEFAULT '',
  middle_name               text,
  last_name                 text NOT NULL DEFAULT '',
  suffix                    text,
  full_name                 text GENERATED ALWAYS AS (
                              btrim(regexp_replace(
                                coalesce(first_name, '') || ' ' || coalesce(middle_name, '') || ' ' ||
                                coalesce(last_name, '') || ' ' || coalesce(suffix, ''), '\s+', ' ', 'g'))
                            ) STORED,
  -- Accent-free, lower-case name for 'pena' → 'PEÑA' matching with trigram indexes.
  search_name               text GENERATED ALWAYS AS (
                              lower(immutable_unaccent(
                                coalesce(first_name, '') || ' ' || coalesce(middle_name, '') || ' ' ||
                                coalesce(last_name, '') || ' ' || coalesce(suffix, '')))
                            ) STORED,
  address                   text,
  admission_date            date,
  profile_status            text NOT NULL DEFAULT 'unclaimed'
                              CHECK (profile_status IN ('unclaimed', 'claimed', 'verified')),
  verified                  boolean NOT NULL DEFAULT false,
  verified_at               timestamptz,
  email                     text,
  phone                     text,
  website                   text,
  bio                       text CHECK (bio IS NULL OR char_length(bio) <= 1000),
  law_firm                  text,
  specializations           text[] NOT NULL DEFAULT '{}',
  practice_areas            text[] NOT NULL DEFAULT '{}',
  languages                 text[] NOT NULL DEFAULT '{}',
  profile_image             text,
  average_rating            numeric(2, 1) NOT NULL DEFAULT 0 CHECK (average_rating BETWEEN 0 AND 5),
  total_reviews             integer NOT NULL DEFAULT 0 CHECK (total_reviews >= 0),
  education                 jsonb NOT NULL DEFAULT '[]',
  experience                jsonb NOT NULL DEFAULT '[]',
  certifications            jsonb NOT NULL DEFAULT '[]',
  qualifications            jsonb NOT NULL DEFAULT '[]',
  is_notary_public          boolean NOT NULL DEFAULT false,
  notary_commission_number  text,
  notary_commission_expiry  date,
  office_address            jsonb,
  social_media              jsonb,
  created_at                timestamptz NOT NULL DEFAULT now(),
  updated_at                timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lawyers_search_name_trgm ON lawyers USING gin (search_name gin_trgm_ops);
CREATE INDEX lawyers_address_trgm ON lawyers USING gin (lower(immutable_unaccent(coalesce(address, ''))) gin_trgm_ops);
CREATE INDEX lawyers_practice_areas ON lawyers USING gin (practice_areas);
CREATE INDEX lawyers_verified_rating ON lawyers (verified, average_rating DESC);
CREATE INDEX lawyers_profile_status ON lawyers (profile_status);
CREATE INDEX lawyers_last_first ON lawyers (last_name, first_name);
CREATE INDEX lawyers_admission_date ON lawyers (admission_date);

-- ---------------------------------------------------------------- users
CREATE TABLE users (
  id                          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email                       text NOT NULL,
  password_hash               text NOT NULL,
  first_name                  text NOT NULL DEFAULT '',
  middle_name                 text,
  last_name                   text NOT NULL DEFAULT '',
  phone                       text,
  role                        text NOT NULL DEFAULT 'basic'
                                CHECK (role IN ('super_admin', 'admin', 'moderator', 'content_manager',
                                                'lawyer', 'basic', 'employee')),
  user_type                   text NOT NULL DEFAULT 'basic'
                                CHECK (user_type IN ('lawyer', 'admin', 'basic', 'employee')),
  approval_status             text NOT NULL DEFAULT 'pending'
                                CHECK (approval_status IN ('pending', 'approved', 'rejected')),
  is_active                   boolean NOT NULL DEFAULT true,
  last_login_at               timestamptz,
  -- The roll entry this account is (lawyer registration) or has claimed (approved claim).
  lawyer_id                   uuid UNIQUE REFERENCES lawyers (id) ON DELETE SET NULL,
  claim_status                text NOT NULL DEFAULT 'none'
                                CHECK (claim_status IN ('none', 'pending', 'approved', 'rejected')),
  lawyer_verification_status  text NOT NULL DEFAULT 'not_required'
                                CHECK (lawyer_verification_status IN
                                  ('not_required', 'documents_required', 'under_review', 'verified', 'rejected')),
  -- Bumped on password change, deactivation or rejection: every token issued before is refused.
  token_version               integer NOT NULL DEFAULT 0,
  created_at                  timestamptz NOT NULL DEFAULT now(),
  updated_at                  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));
CREATE INDEX users_status_created ON users (approval_status, created_at DESC);
CREATE INDEX users_role ON users (role);
CREATE INDEX users_name_trgm ON users USING gin (
  lower(immutable_unaccent(first_name || ' ' || last_name || ' ' || email)) gin_trgm_ops);

-- ---------------------------------------------------------------- documents (the law library)
CREATE TABLE documents (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug            text NOT NULL UNIQUE,
  title           text NOT NULL CHECK (btrim(title) <> ''),
  document_type   text NOT NULL CHECK (btrim(document_type) <> ''),
  court           text,
  court_level     text,
  law_category    text,
  citation        text,
  gr_number       text,
  case_number     text,
  date_decided    date,
  date_enacted    date,
  document_date   date GENERATED ALWAYS AS (coalesce(date_decided, date_enacted)) STORED,
  year            smallint GENERATED ALWAYS AS (
                    extract(year FROM coalesce(date_decided, date_enacted))::smallint) STORED,
  ponente         text,
  division        text,
  petitioner      text,
  respondent      text,
  subject         text,
  legal_topics    text[] NOT NULL DEFAULT '{}',
  summary         text,
  content         text,
  html_content    text,
  source_url      text UNIQUE,
  source          text,
  -- Identity for importers and scrapers: type + number + date (see packages/shared citations).
  identity_key    text UNIQUE,
  -- Normalised citation keys ('gr:63915', 'ra:9165', 'phil:326-38') for citation-aware lookup and search.
  citation_keys   text[] NOT NULL DEFAULT '{}',
  is_verified     boolean NOT NULL DEFAULT false,
  view_count      integer NOT NULL DEFAULT 0,
  content_hash    text,
  scraped_at      timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  -- Compact vector for ranking: the fields a researcher names a document by, plus its opening.
  rank_vector     tsvector GENERATED ALWAYS AS (
                    setweight(to_tsvector('ph_legal', coalesce(title, '')), 'A') ||
                    setweight(to_tsvector('ph_legal', coalesce(citation, '') || ' ' || coalesce(gr_number, '')), 'A') ||
                    setweight(to_tsvector('ph_legal', coalesce(petitioner, '') || ' ' || coalesce(respondent, '') || ' ' ||
                                                      coalesce(subject, '') || ' ' || coalesce(ponente, '')), 'B') ||
                    setweight(to_tsvector('ph_legal', coalesce(summary, '')), 'B') ||
                    setweight(to_tsvector('ph_legal', left(coalesce(content, ''), 4000)), 'C')
                  ) STORED,
  -- Full-text match over the whole body; used to find documents, not to rank them.
  body_vector     tsvector GENERATED ALWAYS AS (
                    to_tsvector('ph_legal', coalesce(title, '') || ' ' || coalesce(citation, '') || ' ' ||
                                            coalesce(summary, '') || ' ' || coalesce(content, ''))
                  ) STORED
);
CREATE INDEX documents_type ON documents (document_type);
CREATE INDEX documents_court_level ON documents (court_level);
CREATE INDEX documents_court ON documents (court);
CREATE INDEX documents_law_category ON documents (law_category);
CREATE INDEX documents_year ON documents (year);
CREATE INDEX documents_date_decided ON documents (date_decided DESC NULLS LAST);
CREATE INDEX documents_document_date ON documents (document_date DESC NULLS LAST);
CREATE INDEX documents_view_count ON documents (view_count DESC);
CREATE INDEX documents_created_at ON documents (created_at DESC);
CREATE INDEX documents_gr_number ON documents (gr_number);
CREATE INDEX documents_is_verified ON documents (is_verified);
CREATE INDEX documents_citation_keys ON documents USING gin (citation_keys);
CREATE INDEX documents_rank_vector ON documents USING gin (rank_vector);
CREATE INDEX documents_body_vector ON documents USING gin (body_vector);
CREATE INDEX documents_title_trgm ON documents USING gin (lower(immutable_unaccent(title)) gin_trgm_ops);

-- ---------------------------------------------------------------- articles
CREATE TABLE articles (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug              text NOT NULL UNIQUE,
  title             text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  summary           text NOT NULL CHECK (char_length(summary) <= 500),
  content           text NOT NULL,
  author_lawyer_id  uuid NOT NULL REFERENCES lawyers (id) ON DELETE CASCADE,
  author_user_id    uuid REFERENCES users (id) ON DELETE SET NULL,
  category          text NOT NULL,
  practice_area     text,
  difficulty        text CHECK (difficulty IS NULL OR difficulty IN ('Beginner', 'Intermediate', 'Advanced')),
  tags              text[] NOT NULL DEFAULT '{}',
  status            text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  published_at      timestamptz,
  reading_time      integer NOT NULL DEFAULT 1,
  views             integer NOT NULL DEFAULT 0,
  likes             integer NOT NULL DEFAULT 0,
  comments          integer NOT NULL DEFAULT 0,
  is_premium        boolean NOT NULL DEFAULT false,
  is_featured       boolean NOT NULL DEFAULT false,
  featured_image    text,
  meta_description  text CHECK (meta_description IS NULL OR char_length(meta_description) <= 160),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  search_vector     tsvector GENERATED ALWAYS AS (
                      setweight(to_tsvector('ph_legal', coalesce(title, '')), 'A') ||
                      setweight(to_tsvector('ph_legal', coalesce(summary, '')), 'B') ||
                      setweight(to_tsvector('ph_legal', coalesce(immutable_join(tags, ' '), '')), 'B') ||
                      setweight(to_tsvector('ph_legal', coalesce(content, '')), 'D')
                    ) STORED
);
CREATE INDEX articles_published ON articles (status, published_at DESC);
CREATE INDEX articles_author ON articles (author_lawyer_id, created_at DESC);
CREATE INDEX articles_category ON articles (category);
CREATE INDEX articles_practice_area ON articles (practice_area);
CREATE INDEX articles_difficulty ON articles (difficulty);
CREATE INDEX articles_views ON articles (views DESC);
CREATE INDEX articles_likes ON articles (likes DESC);
CREATE INDEX articles_reading_time ON articles (reading_time);
CREATE INDEX articles_featured ON articles (is_featured) WHERE is_featured;
CREATE INDEX articles_premium ON articles (is_premium) WHERE is_premium;
CREATE INDEX articles_search ON articles USING gin (search_vector);

CREATE TABLE article_likes (
  article_id  uuid NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (article_id, user_id)
);

-- One row per visitor per article per day: views are counted once a day per visitor.
CREATE TABLE article_views (
  article_id    uuid NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  visitor_hash  text NOT NULL,
  day           date NOT NULL,
  PRIMARY KEY (article_id, visitor_hash, day)
);

-- ---------------------------------------------------------------- claims and verification
CREATE TABLE lawyer_claims (
  id                      uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id                 uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lawyer_id               uuid NOT NULL REFERENCES lawyers (id) ON DELETE CASCADE,
  verification_documents  text NOT NULL CHECK (btrim(verification_documents) <> ''),
  additional_info         text,
  status                  text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  rejection_reason        text,
  reviewed_by             uuid REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at             timestamptz,
  created_at              timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lawyer_claims_status ON lawyer_claims (status, created_at);
-- A user has at most one open claim at a time.
CREATE UNIQUE INDEX lawyer_claims_one_pending_per_user ON lawyer_claims (user_id) WHERE status = 'pending';

CREATE TABLE verification_uploads (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id        uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind           text NOT NULL CHECK (kind IN ('selfie', 'id_document')),
  storage_key    text NOT NULL UNIQUE,
  mime_type      text NOT NULL,
  size_bytes     integer NOT NULL CHECK (size_bytes > 0),
  original_name  text,
  sha256         text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_uploads_user ON verification_uploads (user_id, created_at DESC);

-- ---------------------------------------------------------------- background jobs (scraping)
CREATE TABLE scraping_jobs (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name                text NOT NULL,
  categories          text[] NOT NULL,
  options             jsonb NOT NULL DEFAULT '{}',
  status              text NOT NULL DEFAULT 'pending'
                        CHECK (status IN ('pending', 'running', 'completed', 'failed', 'paused')),
  start_time          timestamptz,
  end_time            timestamptz,
  progress_completed  integer NOT NULL DEFAULT 0,
  progress_total      integer NOT NULL DEFAULT 0,
  results             jsonb NOT NULL DEFAULT '{"scraped":0,"updated":0,"failed":0,"duplicates":0}',
  error               text,
  -- Where the job is, so that a restarted process resumes instead of starting over.
  cursor              jsonb NOT NULL DEFAULT '{}',
  -- Which worker holds the job, and when it last proved it is alive.
  locked_by           text,
  heartbeat_at        timestamptz,
  stop_requested      boolean NOT NULL DEFAULT false,
  created_by          uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scraping_jobs_status ON scraping_jobs (status, created_at);
CREATE INDEX scraping_jobs_created ON scraping_jobs (created_at DESC);

CREATE TABLE scraping_logs (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  job_id      uuid REFERENCES scraping_jobs (id) ON DELETE CASCADE,
  level       text NOT NULL DEFAULT 'info' CHECK (level IN ('info', 'warn', 'error')),
  message     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scraping_logs_created ON scraping_logs (created_at DESC);

-- ---------------------------------------------------------------- audit log
CREATE TABLE audit_log (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_user_id  uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_email    text,
  action         text NOT NULL,
  target_type    text NOT NULL,
  target_id      text,
  details        jsonb NOT NULL DEFAULT '{}',
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created ON audit_log (created_at DESC);
CREATE INDEX audit_log_target ON audit_log (target_type, target_id);
