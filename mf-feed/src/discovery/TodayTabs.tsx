// Today's pages: its stories, and its pins by what people do with them (rules/todayStories).

import { type PinRanking, TODAY_TABS } from 'shared-contracts/rules';
import styles from './Discovery.module.css';

export function TodayTabs({ current }: { current: PinRanking | 'stories' }) {
  const tabs = [
    { key: 'stories', label: 'Stories', href: '/today/' },
    ...TODAY_TABS.map((tab) => ({ key: tab.ranking, label: tab.label, href: `/today/${tab.ranking}/` })),
  ];
  return (
    <nav className={styles.tabs} aria-label="Today">
      {tabs.map((tab) => (
        <a key={tab.key} href={tab.href} aria-current={tab.key === current ? 'page' : undefined}>
          {tab.label}
        </a>
      ))}
    </nav>
  );
}
