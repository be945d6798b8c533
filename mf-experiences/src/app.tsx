import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { recordAreaRuntime, type AreaCustomProps } from 'shared-contracts';
import { ExperiencesApp } from './ExperiencesApp';

recordAreaRuntime('mf_experiences', React);

export const { bootstrap, mount, unmount } = singleSpaReact<AreaCustomProps>({
  React,
  ReactDOMClient,
  rootComponent: ExperiencesApp,
  errorBoundary: (error, _info, props) => {
    props.reportAreaError(error);
    return <></>;
  },
});
