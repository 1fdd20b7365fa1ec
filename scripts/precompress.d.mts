/** Writes .br and .gz beside every text asset under `dir`; returns how many files. */
export function precompress(dir: string): number;
