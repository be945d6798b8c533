import {
  notificationsBellLabel,
  SEND_PIN_HOURLY_MAX,
  SEND_PIN_MESSAGE_MAX,
  SEND_PIN_TITLE,
  sendPinMailto,
  sendPinMessageProblem,
  unreadBadgeText,
} from './sendPin';

it("keeps the spec's title to the letter", () => {
  expect(SEND_PIN_TITLE).toBe('Send this pin');
});

it('bounds a person to 60 sends an hour', () => {
  expect(SEND_PIN_HOURLY_MAX).toBe(60);
});

it.each([
  ['', null],
  ['x'.repeat(SEND_PIN_MESSAGE_MAX), null],
  ['x'.repeat(SEND_PIN_MESSAGE_MAX + 1), 'Keep your message to 500 characters or fewer.'],
])('a note of %#: %s', (message, problem) => {
  expect(sendPinMessageProblem(message)).toBe(problem);
});

it.each([
  [0, '', 'Notifications'],
  [-1, '', 'Notifications'],
  [1, '1', 'Notifications, 1 unread'],
  [2, '2', 'Notifications, 2 unread'],
  [99, '99', 'Notifications, 99 unread'],
  [100, '99+', 'Notifications, 99+ unread'],
  [Number.NaN, '', 'Notifications'],
])('%d unread: badge %j, name %j', (unread, badge, label) => {
  expect(unreadBadgeText(unread)).toBe(badge);
  expect(notificationsBellLabel(unread)).toBe(label);
});

it.each([
  [
    'Lemon tart',
    'https://pinboard.example/pin/7/',
    'mailto:?subject=Lemon%20tart&body=Lemon%20tart%0Ahttps%3A%2F%2Fpinboard.example%2Fpin%2F7%2F',
  ],
  [
    '  ',
    'https://pinboard.example/pin/7/',
    'mailto:?subject=A%20Pin%20for%20you&body=A%20Pin%20for%20you%0Ahttps%3A%2F%2Fpinboard.example%2Fpin%2F7%2F',
  ],
  [
    'Tea & cake?',
    'https://p.example/pin/1/',
    'mailto:?subject=Tea%20%26%20cake%3F&body=Tea%20%26%20cake%3F%0Ahttps%3A%2F%2Fp.example%2Fpin%2F1%2F',
  ],
])('e-mails %j with its address', (title, url, mailto) => {
  expect(sendPinMailto(url, title)).toBe(mailto);
});
