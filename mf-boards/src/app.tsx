import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { recordAreaRuntime, type AreaCustomProps } from 'shared-contracts';
import { BoardsApp } from './BoardsApp';

recordAreaRuntime('mf_boards', React);

export const { bootstrap, mount, unmount } = singleSpaReact<AreaCustomProps>({
  React,
  ReactDOMClient,
  rootComponent: BoardsApp,
  errorBoundary: (error, _info, props) => {
    props.reportAreaError(error);
    return <></>;
  },
});
