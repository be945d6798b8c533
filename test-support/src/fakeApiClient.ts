// Component tests' stand-in for the API, for every area: answers by 'Resource action' or 'VERB
// /path', records every call. (End-to-end suites use the real API; this only lets a screen be
// tested alone.) Plus the viewer, session and board every such test starts from.

import { ApiCallError, type ApiClient, routeRequestLine } from 'page-runtime';
import type { ApiBoard, ApiUserSummary, ApiViewer } from 'shared-contracts/api';

export interface Call {
  kind: 'read' | 'write' | 'send' | 'upload';
  name: string;
  options: Record<string, unknown>;
}

export type Answer = (options: Record<string, unknown>) => unknown;

export function notFound(what = 'That board'): never {
  throw new ApiCallError(404, 'not_found', `${what} was not found.`, undefined, true);
}

export function fakeApiClient(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  const answer = async (kind: Call['kind'], name: string, options: Record<string, unknown>) => {
    calls.push({ kind, name, options });
    const handler = answers[name];
    if (!handler) throw new Error(`No fake answer for ${name}`);
    return handler(options);
  };
  // A stand-in answers whatever a test gives it: `never` lets each answer stand for the contract's type.
  const client: ApiClient = {
    read: async (resource, ...[options]) => ({ data: (await answer('read', `${resource} get`, options ?? {})) as never, bookmark: null }),
    write: async (resource, action, options) => await answer('write', `${resource} ${String(action)}`, options),
    send: async (route, request) => {
      const { method, url } = routeRequestLine(route, request.params);
      return (await answer('send', `${method} ${url}`, request.payload === undefined ? {} : { ...request.payload })) as never;
    },
    // An upload is recorded with its file's type and size (its bytes are the test's own).
    upload: async (route, file) => (await answer('upload', route, { type: file.type, size: file.size })) as never,
  };
  return { calls, client, named: (name: string) => calls.filter((call) => call.name === name) };
}

/** The demo person as a name on someone's list: the viewer and, by default, every board's owner. */
const DEMO_USER: ApiUserSummary = {
  id: '1',
  entityId: '1',
  username: 'demo',
  fullName: 'Demo User',
  firstName: 'Demo',
  imageSmallUrl: '',
  imageMediumUrl: '',
  explicitlyFollowedByMe: false,
  isPrimaryWebsiteVerified: false,
};

export function viewer(overrides: Partial<ApiViewer> = {}): ApiViewer {
  return {
    ...DEMO_USER,
    imageLargeUrl: '',
    avatar_color_index: 0,
    isPartner: false,
    created_at: '2024-01-01T00:00:00.000Z',
    pin_count: 10,
    boardCount: 3,
    followerCount: 12,
    followingCount: 3,
    about: '',
    hasBusinessProfiles: false,
    isAuth: true,
    isBot: false,
    isSocialBot: false,
    is_employee: false,
    secretBoardCount: 1,
    has_quicksave_board: true,
    quicksave_board_id: '1',
    should_show_messaging: true,
    save_behavior: 1,
    allow_analytic_cookies: null,
    allow_marketing_cookies: null,
    allow_personalization_cookies: null,
    onboardingStep: null,
    ...overrides,
  };
}

export function sessionOf(user: ApiViewer | null) {
  return () => ({ isAuthenticated: user !== null, unauthId: null, viewer: user ?? { isAuth: false, isBot: false, isSocialBot: false } });
}

export function board(id: string, name: string, overrides: Partial<ApiBoard> = {}): ApiBoard {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  return {
    id,
    entityId: id,
    name,
    description: '',
    url: `/demo/${slug}/`,
    privacy: 'public',
    layout: 'default',
    followedByMe: false,
    collaboratedByMe: false,
    isCollaborative: false,
    collaboratorCount: 0,
    pinCount: 4,
    sectionCount: 0,
    boardOrderModifiedAt: '2026-11-20T00:00:00.000Z',
    createdAt: '2025-01-01T00:00:00.000Z',
    coverPinId: null,
    owner: { ...DEMO_USER },
    coverImages: [],
    access: ['write', 'owner'],
    invitedBy: null,
    ...overrides,
  };
}
