// './app': the single-spa lifecycles the shell mounts into this area's region, made with
// single-spa-react on the page's shared React.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ExampleArea } from './ExampleArea';

export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: ExampleArea,
  // The shell hands each area the element of its region.
  domElementGetter: (props: { domElement?: HTMLElement }) => {
    if (!props.domElement) throw new Error('the shell gave no element to mount in');
    return props.domElement;
  },
  errorBoundary: () => <p role="alert">Sorry! Something went wrong on our end.</p>,
});
