/**
 * Demo mode (env YAOCAI_DEMO_MODE=1): unsigned clinic-system links are accepted, the sandbox SMS code is returned
 * in the getVerify answer, and the host demo may have links signed for it. Never set it on a public server.
 * Read at request time so tests can switch it.
 */
export const isDemoMode = () => process.env.YAOCAI_DEMO_MODE === '1';
