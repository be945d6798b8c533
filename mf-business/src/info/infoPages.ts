// The three small pages load as one file: each is a few paragraphs, and one request beats three.
export { CommerceIntegrationsPage } from './CommerceIntegrationsPage';
export { InvitePage } from './InvitePage';
export { ScheduleCallPage } from './ScheduleCallPage';
