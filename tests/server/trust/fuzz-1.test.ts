// The generated hostile-input suite, part 1 of FUZZ_PARTS (tests/server/trust/fuzz-suite.ts).
import { fuzzPart } from './fuzz-suite';

fuzzPart(1);
