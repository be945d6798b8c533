import { requestOrigin } from './requestOrigin';

describe('requestOrigin', () => {
  it.each([
    ['http', 'localhost:8080', 'http://localhost:8080'],
    ['https', 'pinboard.example', 'https://pinboard.example'],
    ['http', '[::1]:8080', 'http://[::1]:8080'],
    ['http', 'evil.example/"><script>', 'http://localhost'],
    ['javascript', 'x', 'http://x'],
  ])('%s + %s is %s', (protocol, host, origin) => {
    expect(requestOrigin(protocol, host)).toBe(origin);
  });
});
