// First path segments that are never a username (spec section 2, 'Reserved first path segments',
// plus the other first segments the spec's routes use, which its 'and others' covers, and the
// server's own paths).

import { SERVER_PATH_SEGMENTS } from './serverPaths';

const SPEC_RESERVED = [
  'about',
  'login',
  'logout',
  'signup',
  'settings',
  'search',
  'explore',
  'ideas',
  'videos',
  'shopping',
  'today',
  'topics',
  'notifications',
  'inbox',
  'messages',
  'help',
  'careers',
  'developers',
  'terms',
  'policy',
  'report',
  'oauth',
  'verify',
  'following',
  'homefeed',
  'pin',
  'business',
  'pin-builder',
  'story-pin-builder',
  'idea-pin-builder',
  'create-business',
  'convert-business',
  'close-account',
  'deactivate-account',
  'robots.txt',
  'manifest.json',
  'sw.js',
] as const;

const OTHER_ROUTE_SEGMENTS = [
  'me',
  'board',
  'boardsection',
  'pin_redirect',
  'pin-creation-tool',
  'idea-ads-tool',
  'pin-editor',
  'password',
  'pw',
  'secure',
  'email',
  'email_verification_error',
  'app-factory-oauth',
  'unauth-profile',
  'age-appeal',
  'appealed-pin',
  'reports-and-violations',
  'conversation',
  'discover',
  'tv',
  'advertiser',
  '_',
  'offsite',
  'edit',
  'favicon.ico',
] as const;

export const RESERVED_FIRST_SEGMENTS: ReadonlySet<string> = new Set<string>([
  ...SPEC_RESERVED,
  ...OTHER_ROUTE_SEGMENTS,
  ...SERVER_PATH_SEGMENTS,
]);

export function isReservedFirstSegment(segment: string): boolean {
  return RESERVED_FIRST_SEGMENTS.has(segment.toLowerCase());
}
