// /videos and /shopping, all of them or one category: the heading names the category ('Gardening
// videos', 'Shop Gardening'), the category row chooses another, and the grid shows its Pins.

import { useEffect } from 'react';
import { type CategoryPage, categoryHeading, isCategory, titleFor } from 'shared-contracts/rules';
import { loadedOf, useResource } from 'react-kit';
import { useFeedDeps } from '../data/deps';
import type { FeedSource } from '../data/feedSources';
import { FeedGrid } from '../FeedGrid';
import { CategoryChips } from './CategoryChips';

export interface BrowsePageProps {
  page: CategoryPage;
  /** The page's own heading: 'Videos', 'Shopping'. */
  heading: string;
  category: string | undefined;
  source: FeedSource;
}

export function BrowsePage({ page, heading, category, source }: BrowsePageProps) {
  const topics = loadedOf(useResource(useFeedDeps().client, 'TopicsResource', {}));
  const list = topics.status === 'ready' ? topics.data : [];
  const chosen = category === undefined ? undefined : list.find((topic) => isCategory(topic.interest, category));
  const shown = chosen ? categoryHeading(page, chosen.interest.name) : heading;
  useEffect(() => {
    if (chosen) document.title = titleFor(shown);
  }, [chosen, shown]);
  return (
    <section className="pb-screen" aria-labelledby="feed-heading">
      <h1 id="feed-heading">{shown}</h1>
      {list.length > 0 && <CategoryChips page={page} label={`${heading} categories`} topics={list} category={category} />}
      <FeedGrid heading={shown} source={source} />
    </section>
  );
}
