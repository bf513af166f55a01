// In Lambda, log lines bypass the runtime's patched console, so each CloudWatch event is the bare JSON object that EMF
// and the failed sign-ins' Contributor Insights rule read; locally they go through the global console.
describe('logOutput', () => {
  const saved = process.env.AWS_LAMBDA_FUNCTION_NAME;
  afterEach(() => {
    if (saved === undefined) delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    else process.env.AWS_LAMBDA_FUNCTION_NAME = saved;
    jest.resetModules();
  });

  it('is the global console outside Lambda', () => {
    delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    const { logOutput } = jest.requireActual('../../functions/platform/log');
    expect(logOutput()).toBe(console);
  });

  it('writes the bare line to stdout in Lambda, not through the patched console', () => {
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'tend-auth';
    const patched = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const written = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      const { logOutput } = jest.requireActual('../../functions/platform/log');
      logOutput().log('{"event":"sign-in-failed"}');
      expect(patched).not.toHaveBeenCalled();
      expect(written.mock.calls.map(([chunk]) => String(chunk)).join('')).toBe('{"event":"sign-in-failed"}\n');
    } finally {
      patched.mockRestore();
      written.mockRestore();
    }
  });
});
