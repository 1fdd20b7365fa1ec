/**
 * How many server instances `npm start` runs (YAOCAI_WORKERS, default 1), decided before anything is opened: several
 * need PostgreSQL, since the embedded database (PGlite) can be opened by one process only. Pure, so it is tested
 * without starting anything.
 */

export const MAX_WORKERS = 64;

export type StartPlan = { workers: number } | { refuse: string };

export const isPostgresUrl = (url: string | undefined) => /^postgres(ql)?:\/\//.test(url ?? '');

export function startPlan(env: { YAOCAI_WORKERS?: string; DATABASE_URL?: string }): StartPlan {
  const raw = env.YAOCAI_WORKERS?.trim() ?? '';
  if (raw === '') return { workers: 1 };
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_WORKERS) {
    return {
      refuse:
        `YAOCAI_WORKERS=${raw}：实例数应为 1 到 ${MAX_WORKERS} 之间的整数。\n` +
        `YAOCAI_WORKERS=${raw}: the number of instances must be a whole number from 1 to ${MAX_WORKERS}.`,
    };
  }
  if (n > 1 && !isPostgresUrl(env.DATABASE_URL)) {
    return {
      refuse:
        `YAOCAI_WORKERS=${n}：内置数据库（PGlite）只能由一个进程打开，多个实例需要 PostgreSQL：请设置 DATABASE_URL=postgres://…，或去掉 YAOCAI_WORKERS 以单实例运行。\n` +
        `YAOCAI_WORKERS=${n}: the embedded database (PGlite) can be opened by one process only; several instances need PostgreSQL: set DATABASE_URL=postgres://…, or unset YAOCAI_WORKERS to run one instance.`,
    };
  }
  return { workers: n };
}
