export function findPgBin(): string | null;
export function ensurePostgres(): string | null;
