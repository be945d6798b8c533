// mf-feed's './app': its single-spa lifecycles, made by the kit on this area's own React.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { areaLifecycles } from 'react-kit';
import { FeedApp } from './FeedApp';

export const { bootstrap, mount, unmount } = areaLifecycles({ remote: 'mf_feed', React, ReactDOMClient, rootComponent: FeedApp });
