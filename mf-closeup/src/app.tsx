import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { recordAreaRuntime, type AreaCustomProps } from 'shared-contracts';
import { CloseupApp } from './CloseupApp';

recordAreaRuntime('mf_closeup', React);

export const { bootstrap, mount, unmount } = singleSpaReact<AreaCustomProps>({
  React,
  ReactDOMClient,
  rootComponent: CloseupApp,
  errorBoundary: (error, _info, props) => {
    props.reportAreaError(error);
    return <></>;
  },
});
