// Runs before each api test file: scrypt costs ~0.35 s a hash here, so account tests get room to breathe.
import '../../support/preload-on-use';
jest.setTimeout(60_000);
