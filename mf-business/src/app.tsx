// mf-business's './app': its single-spa lifecycles, made by the kit on this area's own React.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { areaLifecycles } from 'react-kit';
import { BusinessApp } from './BusinessApp';

export const { bootstrap, mount, unmount } = areaLifecycles({ remote: 'mf_business', React, ReactDOMClient, rootComponent: BusinessApp });
