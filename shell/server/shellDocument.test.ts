import { stylesheetsOf } from './shellDocument';

describe('stylesheetsOf: the shell document’s stylesheets, for the pages the API answers itself', () => {
  it.each([
    ['<link href=/shell/styles.8d454880.css rel=stylesheet>', ['/shell/styles.8d454880.css']],
    ['<link rel="stylesheet" href="/shell/a.css"><link rel="preload" href="/shell/b.js">', ['/shell/a.css']],
    ['<link rel="stylesheet" href="https://cdn.example/a.css">', []],
    ['<link rel="icon" href="data:,">', []],
  ])('%s', (template, hrefs) => expect(stylesheetsOf(template)).toEqual(hrefs));
});
