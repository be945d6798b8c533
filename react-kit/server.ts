// react-kit/server: an area's first screen rendered on the edge server (its server build imports
// this; react-dom/server never reaches a page).
export { type FirstScreenHead, type FirstScreenReads, renderFirstScreen } from './src/server/renderFirstScreen';
