import { connectionsForFileLimit, connectionTotal, fileLimitOf, readFileLimit } from './connectionTotal';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max cpu time              unlimited            unlimited            seconds
Max open files            1024                 4096                 files
Max locked memory         8388608              8388608              bytes
`;

describe('fileLimitOf', () => {
  it.each([
    ['the soft limit of /proc/self/limits', LIMITS, 1024],
    ['unlimited, as the kernel ceiling', LIMITS.replace('1024                 4096', 'unlimited            unlimited'), 1_048_576],
    ['nothing from a text without the line', 'Max processes  100  100  processes\n', undefined],
  ])('reads %s', (_why, text, files) => expect(fileLimitOf(text)).toBe(files));

  it("reads this process's own limit on Linux", () => {
    const { files, from } = readFileLimit();
    if (process.platform === 'linux') expect(from).toBe('the process');
    expect(files).toBeGreaterThan(0);
  });
});

describe('connectionTotal', () => {
  it.each([
    [1024, 768],
    [4096, 3456],
    [65_536, 57_216],
  ])('%i files leave %i connections', (files, total) => {
    expect(connectionsForFileLimit(files)).toBe(total);
    expect(connectionTotal(undefined, files)).toBe(total);
  });

  it('takes PINBOARD_MAX_CONNECTIONS over the file limit, 0 for no total bound', () => {
    expect(connectionTotal('12', 1024)).toBe(12);
    expect(connectionTotal('0', 1024)).toBe(0);
    expect(connectionTotal('', 1024)).toBe(768);
  });

  it('refuses a bad value, naming the variable', () => {
    expect(() => connectionTotal('lots', 1024)).toThrow(
      'PINBOARD_MAX_CONNECTIONS must be a whole number from 0 to 1000000 (0: no total bound), not "lots"',
    );
    expect(() => connectionTotal('-1', 1024)).toThrow('not "-1"');
  });

  it('refuses a file limit too small to serve, saying how to raise it', () => {
    expect(() => connectionTotal(undefined, 200)).toThrow(
      "the file limit of 200 open files leaves 47 connections once the server's own files are kept: raise it (ulimit -n, or LimitNOFILE= in a systemd unit) to at least 220, or set PINBOARD_MAX_CONNECTIONS",
    );
    expect(connectionTotal('50', 200)).toBe(50);
  });
});
