import { bodyUnread } from './closeUnreadBodies';

describe('bodyUnread', () => {
  it.each([
    ['a body still arriving', { complete: false, headers: { 'content-length': '67108864' } }, true],
    ['a chunked body still arriving', { complete: false, headers: { 'transfer-encoding': 'chunked' } }, true],
    ['a body read whole', { complete: true, headers: { 'content-length': '10' } }, false],
    ['no body (a GET, before Node marks it complete)', { complete: false, headers: {} }, false],
    ['an empty body', { complete: false, headers: { 'content-length': '0' } }, false],
    ['an injected request, whose body is in memory', { headers: { 'content-length': '10' } }, false],
  ])('%s: %s', (_case, request, unread) => expect(bodyUnread(request)).toBe(unread));
});
