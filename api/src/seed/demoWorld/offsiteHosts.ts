// Links the offsite check warns about (spam, malware, adult content), each with its warning.

import type { WorldOffsiteHost } from '../../storage/worldImport';

/** Hosts the offsite check knows; pins link to each so every warning can be seen. */
export const OFFSITE_HOSTS: WorldOffsiteHost[] = [
  { host: 'cheap-watches-outlet.biz', redirectStatus: 'blocked', message: 'This site has been reported for spam.' },
  { host: 'free-gift-card-winner.net', redirectStatus: 'blocked', message: 'This site has been blocked because it may contain malware.' },
  {
    host: 'quick-loan-approvals.info',
    redirectStatus: 'suspicious',
    message: 'This site may not be safe. Be careful with any personal information.',
  },
  { host: 'miracle-diet-secrets.co', redirectStatus: 'suspicious', message: 'This site has been reported for misleading claims.' },
  { host: 'adult-content-site.xxx', redirectStatus: 'porn', message: 'This site may contain adult content.' },
  { host: 'nsfw-gallery.xxx', redirectStatus: 'porn', message: 'This site has been reported for explicit content.' },
];
