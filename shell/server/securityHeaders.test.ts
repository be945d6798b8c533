import { allowStyleSource, cspDirectives, securityHeaders } from './securityHeaders';

describe('cspDirectives', () => {
  it.each([
    ['script-src', false, ["'self'"]],
    ['style-src', false, ["'self'"]],
    ['connect-src', false, ["'self'"]],
    ['object-src', false, ["'none'"]],
    ['base-uri', false, ["'none'"]],
    ['frame-ancestors', false, ["'none'"]],
    ['img-src', false, ["'self'", 'data:', 'blob:']],
    // Dev mode: an area may come from a dev server on this machine, built with eval source maps.
    ['script-src', true, ["'self'", 'http://localhost:*', 'http://127.0.0.1:*', "'unsafe-eval'"]],
    ['style-src', true, ["'self'", 'http://localhost:*', 'http://127.0.0.1:*']],
    ['connect-src', true, ["'self'", 'http://localhost:*', 'http://127.0.0.1:*', 'ws://localhost:*', 'ws://127.0.0.1:*']],
    ['object-src', true, ["'none'"]],
  ])('%s (dev mode %s) is %j', (directive, devMode, expected) => {
    expect(cspDirectives({ devMode })[directive]).toEqual(expected);
  });

  it('never allows inline scripts or styles, in either mode', () => {
    for (const devMode of [false, true]) expect(JSON.stringify(cspDirectives({ devMode }))).not.toContain('unsafe-inline');
  });
});

describe('securityHeaders', () => {
  it('are helmet’s headers for the policy, with HSTS only over HTTPS', () => {
    const plain = securityHeaders({ devMode: false, secure: false });
    expect(plain['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob:;font-src 'self';connect-src 'self';media-src 'self';manifest-src 'self';object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'self';report-uri /_platform/csp-reports",
    );
    expect(plain).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(plain['x-powered-by']).toBeUndefined();
    expect(securityHeaders({ devMode: false, secure: true })['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('allowStyleSource', () => {
  it("adds one <style> element's hash to style-src and changes nothing else", () => {
    const policy = securityHeaders({ devMode: false, secure: false })['content-security-policy'] ?? '';
    const allowed = allowStyleSource(policy, "'sha256-abc='");
    expect(allowed).toContain("style-src 'self' 'sha256-abc='");
    expect(allowed.replace(" 'sha256-abc='", '')).toBe(policy);
    expect(allowed).not.toContain('unsafe-inline');
  });
});
