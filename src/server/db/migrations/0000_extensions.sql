-- pg_trgm backs the fuzzy product search (GIN trigram indexes in the next migration).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
