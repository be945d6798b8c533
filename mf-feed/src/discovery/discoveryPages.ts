// Discovery's pages in one chunk: none is on the home feed's first screen, so the feed's first
// file does not carry them; the first discovery page opened loads them all.
export { ExplorePage } from './ExplorePage';
export { IdeasPage } from './IdeasPage';
export { RankedPage } from './RankedPage';
export { StoryPage } from './StoryPage';
export { TodayPage } from './TodayPage';
export { TopicPage } from './TopicPage';
export { TopicsDirectory } from './TopicsDirectory';
