// Bots from the user agent (isbot's maintained list); social bots are the link-preview fetchers
// of messaging and social apps, which the spec treats apart.

import { isbot } from 'isbot';

const SOCIAL_BOT =
  /facebookexternalhit|facebookcatalog|twitterbot|slackbot|linkedinbot|whatsapp|telegrambot|discordbot|pinterestbot|redditbot|skypeuripreview|vkshare|embedly/i;

export function classifyUserAgent(userAgent: string | undefined): { isBot: boolean; isSocialBot: boolean } {
  const ua = userAgent ?? '';
  const isSocialBot = SOCIAL_BOT.test(ua);
  return { isBot: isSocialBot || isbot(ua), isSocialBot };
}
