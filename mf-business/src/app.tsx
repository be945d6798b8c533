import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { recordAreaRuntime, type AreaCustomProps } from 'shared-contracts';
import { BusinessApp } from './BusinessApp';

recordAreaRuntime('mf_business', React);

export const { bootstrap, mount, unmount } = singleSpaReact<AreaCustomProps>({
  React,
  ReactDOMClient,
  rootComponent: BusinessApp,
  errorBoundary: (error, _info, props) => {
    props.reportAreaError(error);
    return <></>;
  },
});
