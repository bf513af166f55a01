// Request log lines never carry a query string or a path parameter's value (reset tokens, image paths).
import { loggablePath } from '../../local/log-path';

describe('loggablePath', () => {
  it('drops the query string', () => {
    expect(loggablePath('/api/auth/me/?token=abc')).toBe('/api/auth/me/');
  });

  it('shows API routes with parameters as their template', () => {
    expect(loggablePath('/api/auth/password/reset/MQ/s3cr3t-token/')).toBe('/api/auth/password/reset/{uidb64}/{token}/');
  });

  it('shows frontend pages with parameters as their template', () => {
    expect(loggablePath('/reset-password/MQ/s3cr3t-token')).toBe('/reset-password/:uidb64/:token');
  });

  it('keeps other paths as they are', () => {
    expect(loggablePath('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(loggablePath('/api/unknown/x/')).toBe('/api/unknown/x/');
  });
});
