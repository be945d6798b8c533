import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const SERVER_MAIN = path.join(REPO_ROOT, 'shell', 'dist', 'server', 'main.js');
export const SHELL_DIST = path.join(REPO_ROOT, 'shell', 'dist');
