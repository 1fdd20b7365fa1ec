/**
 * Component tests run on a 2-core CI machine beside the server suites: a test that takes 2 s idle can take 8 s
 * there. Waits are generous (they end as soon as the condition holds, so a passing run is not slower).
 */
import { configure } from '@testing-library/react';

