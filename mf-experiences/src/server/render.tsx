// mf-experiences's server entry (build-config's serverEntry, built to dist/server/render.js): the first
// screen of its pages (login, sign-up, account and policy pages) rendered on the edge server, for the version of
// this area a document is served, from the same root the page mounts and then hydrates.

import type { FirstScreenRequest, RenderedFirstScreen } from 'shared-contracts/platform';
import { renderFirstScreen as renderArea } from 'react-kit/server';
import { ExperiencesApp } from '../ExperiencesApp';

export function renderFirstScreen(request: FirstScreenRequest): Promise<RenderedFirstScreen> {
  return renderArea(ExperiencesApp, request);
}
