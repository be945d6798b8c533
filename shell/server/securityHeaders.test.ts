import { cspDirectives } from './securityHeaders';

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
