// The boards area: profiles, boards, sections and their editing on its own routes, and on every
// route the save flow's board picker, the board chooser and the Organize dialog.

import { type ReactNode } from 'react';
import type { Route } from 'shared-contracts/rules';
import { QueryRoot, useAreaRoute, useQueryClient } from 'react-kit';
import { BoardPage } from './board/BoardPage';
import { BoardEditPage } from './edit/BoardEditPage';
import { CollaboratorsPage } from './edit/CollaboratorsPage';
import { SectionEditPage } from './edit/SectionEditPage';
import { MePage } from './profile/MePage';
import { ProfilePage } from './profile/ProfilePage';
import { OrganizeLayer } from './organize/OrganizeLayer';
import { BoardChoiceLayer } from './save/BoardChoiceLayer';
import { SaveFlowLayer } from './save/SaveFlowLayer';
import { ScreenBoundary } from './ScreenBoundary';

type BoardsRoute = Extract<Route, { area: 'boards' }>;

function BoardsScreen({ route }: { route: BoardsRoute }) {
  switch (route.page) {
    case 'profile':
      return <ProfilePage route={route} />;
    case 'board':
    case 'section':
      return <BoardPage route={route} />;
    case 'board-edit':
      return route.view === 'edit' ? <BoardEditPage boardId={route.boardId} /> : <CollaboratorsPage boardId={route.boardId} />;
    case 'section-edit':
      return <SectionEditPage sectionId={route.sectionId} />;
    case 'me':
      return <MePage />;
  }
}

/** A failed screen's Try again reads every answer afresh: the screen may have failed on a cached one. */
function RetryingBoundary({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  return <ScreenBoundary onRetry={() => void queryClient.resetQueries()}>{children}</ScreenBoundary>;
}

export function BoardsApp() {
  const { route, pathname } = useAreaRoute('boards');

  return (
    <QueryRoot>
      {route.area === 'boards' && (
        <RetryingBoundary key={pathname}>
          <BoardsScreen route={route} />
        </RetryingBoundary>
      )}
      <SaveFlowLayer />
      <BoardChoiceLayer />
      <OrganizeLayer />
    </QueryRoot>
  );
}
