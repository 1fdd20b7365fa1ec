-- One trigram index over every searchable product field (issue 4): productSearch matches a keyword against this
-- exact expression (services/search.ts searchDocSql), so one GIN lookup replaces seven per-column OR arms and the
-- per-row recheck costs one LIKE instead of seven ILIKEs. '|' keeps a keyword from spanning two fields.
CREATE INDEX IF NOT EXISTS "products_search_doc_trgm" ON "products" USING gin (
  lower("ty_name" || '|' || "approval_number" || '|' || "manufacturer" || '|' || "brand" || '|' || "supplier" || '|' || "pinyin_initials" || '|' || "pinyin_full") gin_trgm_ops
);
