/** The largest id the API accepts (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** A route or query id: a positive whole number in range, else undefined (the page then says "not found"). */
export function parseId(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= MAX_ID ? n : undefined;
}
