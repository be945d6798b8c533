// Another of a person's devices, as the site sees it: its user agent and the cookies the site gave
// it, over plain HTTP against the real server. Where a journey only needs a second device to be
// signed in (and then not), this spares starting a second Chromium.

export class HttpDevice {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly siteUrl: string,
    private readonly userAgent: string,
  ) {}

  private async request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    const csrf = this.cookies.get('csrftoken');
    const response = await fetch(`${this.siteUrl}${path}`, {
      method,
      headers: {
        'user-agent': this.userAgent,
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method === 'POST' && csrf ? { 'x-csrftoken': decodeURIComponent(csrf) } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), value);
    }
    return response;
  }

  /** Whether the site takes this device for a signed-in person (its session, as the page reads it). */
  async signedIn(): Promise<boolean> {
    const response = await this.request('GET', '/resource/UserSessionResource/get/');
    const body = (await response.json()) as { resource_response: { data: { isAuthenticated: boolean } } };
    return body.resource_response.data.isAuthenticated;
  }

  /** Logs in with the login form's call (after the session read that hands out the security token). */
  async logIn(username: string, password: string): Promise<void> {
    await this.signedIn();
    const response = await this.request('POST', '/resource/UserSessionResource/create/', { username_or_email: username, password });
    if (response.status !== 200) throw new Error(`logging in answered ${response.status}: ${await response.text()}`);
  }
}
