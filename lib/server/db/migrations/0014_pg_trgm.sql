-- Trigram search for the company directory (pg_trgm ships with PostgreSQL and is a trusted
-- extension; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
