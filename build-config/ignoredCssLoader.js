// A server build's global CSS (design tokens, page styles): the browser build ships it as a file;
// on the server it styles nothing, so the import becomes an empty module.
module.exports = function ignoredCssLoader() {
  return 'export {};\n';
};
