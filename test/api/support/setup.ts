// Runs before each api test file: a loaded 2-core machine stretches requests (and the timing tests' production-cost
// hashes, ~0.35 s each idle), so tests get room to breathe.
import '../../support/preload-on-use';
jest.setTimeout(60_000);
