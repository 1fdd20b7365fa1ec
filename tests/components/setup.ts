/**
 * Component tests run on a 2-core CI machine beside the server suites: a test that takes 2 s idle can take 8 s
 * there. Waits are generous (they end as soon as the condition holds, so a passing run is not slower).
 */
import { configure } from '@testing-library/react';

// The call this file was written for (commit 72f4696 removed the per-file `configure({ asyncUtilTimeout: 4000 })`,
// which timed out under CI load, but left only the import): findBy*/waitFor wait up to 10 s instead of the
// library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });
