// The addresses of a person's profile and of a topic's page (spec section 2: /{username}/ and
// /ideas/{interest}/{id}/), for every list that links to them.

export function profileHref(username: string): string {
  if (!username) throw new Error('profileHref: a username is required');
  return `/${encodeURIComponent(username)}/`;
}

export function interestHref(interest: { id: string; urlName: string }): string {
  if (!interest.id || !interest.urlName) throw new Error('interestHref: an interest needs its id and url name');
  return `/ideas/${encodeURIComponent(interest.urlName)}/${encodeURIComponent(interest.id)}/`;
}
