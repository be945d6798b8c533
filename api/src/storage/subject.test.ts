import { anonSubject, personViewer, subjectParts, userSubject } from './subject';

describe('subject keys', () => {
  it.each([
    [userSubject(42), { userId: 42, anonId: null }],
    [anonSubject('abc123'), { userId: null, anonId: 'abc123' }],
    ['user:', { userId: null, anonId: null }],
    ['user:4x', { userId: null, anonId: null }],
    ['name:demo', { userId: null, anonId: null }],
    [null, { userId: null, anonId: null }],
  ])('%j reads as %j', (subject, parts) => expect(subjectParts(subject)).toEqual(parts));

  it('reads a person as themselves', () => {
    expect(personViewer(7)).toEqual({ userId: 7, subject: 'user:7', isBot: false });
  });
});
