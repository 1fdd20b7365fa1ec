/** The seed sizes migrated and seeded once per run (tests/server/global-setup.ts); 'full' is built per file. */
export const TEMPLATE_SEEDS = ['small', 'none'] as const;
export type TemplateSeed = (typeof TEMPLATE_SEEDS)[number];

export const isTemplateSeed = (seed: string): seed is TemplateSeed => (TEMPLATE_SEEDS as readonly string[]).includes(seed);

/** The template database of a seed size on the run's PostgreSQL cluster. */
export const templateDatabase = (seed: TemplateSeed) => `yc_tpl_${seed}`;
