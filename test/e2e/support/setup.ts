// Runs before each e2e file: a browser journey takes far longer than jest's 5 s default.
import '../../support/preload-on-use';
jest.setTimeout(180_000);
