export function buildIfNeeded(opts?: { force?: boolean }): void;
