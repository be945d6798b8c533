// The shell's built document (shell/dist/document.html), read and cut once at start: its template
// with the site's icons linked, the stylesheets it links, and the site's colours from them.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { assertTemplate, type DocumentTemplate, documentTemplateOf } from './documentTemplate';
import type { SiteColours } from './siteIcons';
import { readSiteColours, templateWithSiteIcons } from './siteIconRoutes';

export interface ShellDocument {
  template: DocumentTemplate;
  /** The shell's stylesheets, as the document links them ('/shell/styles.x.css'). */
  stylesheets: string[];
  /** Null for a shell whose stylesheet carries no tokens (a test's bare one): it has no icon to serve. */
  siteColours: SiteColours | null;
  /** shell/dist/public: the shell's own files. */
  publicDir: string;
}

/** The shell document's stylesheets ('<link href=/shell/styles.x.css rel=stylesheet>', quoted or not). */
export function stylesheetsOf(template: string): string[] {
  return [...template.matchAll(/<link\b[^>]*>/g)]
    .map((link) => link[0])
    .filter((link) => /\brel=("?)stylesheet\1[\s>/]/.test(link))
    .flatMap((link) => {
      const href = /\bhref=(?:"([^"]+)"|([^\s>"]+))/.exec(link);
      const value = href?.[1] ?? href?.[2];
      return value && value.startsWith('/') ? [value] : [];
    });
}

export async function readShellDocument(shellDistDir: string): Promise<ShellDocument> {
  const text = await readFile(path.join(shellDistDir, 'document.html'), 'utf8').catch(() => {
    throw new Error(`no shell build in ${shellDistDir}: run "npm run build -w shell"`);
  });
  assertTemplate(text);
  const publicDir = path.join(shellDistDir, 'public');
  // The icon, the manifest and the bars' colours, from the tokens in the shell's stylesheet: every document links them.
  const siteColours = await readSiteColours(publicDir, stylesheetsOf(text));
  const withIcons = siteColours ? templateWithSiteIcons(text, siteColours) : text;
  return { template: documentTemplateOf(withIcons), stylesheets: stylesheetsOf(withIcons), siteColours, publicDir };
}
