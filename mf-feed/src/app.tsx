import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { recordAreaRuntime, type AreaCustomProps } from 'shared-contracts';
import { FeedApp } from './FeedApp';

recordAreaRuntime('mf_feed', React);

export const { bootstrap, mount, unmount } = singleSpaReact<AreaCustomProps>({
  React,
  ReactDOMClient,
  rootComponent: FeedApp,
  errorBoundary: (error, _info, props) => {
    props.reportAreaError(error);
    return <></>;
  },
});
