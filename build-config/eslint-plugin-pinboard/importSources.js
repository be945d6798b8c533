// The module specifiers a file names, for house rules about what may import what: import and
// export ... from declarations, import() and require() with a literal string. Each is handed to
// `check` with its string node, which is what a rule reports on.

/** An ESLint visitor calling `check(node, specifier)` for every literal module specifier. */
function importSources(check) {
  const literal = (node) => {
    if (node && node.type === 'Literal' && typeof node.value === 'string') check(node, node.value);
  };
  const fromSource = (node) => literal(node.source);
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: fromSource,
    CallExpression(node) {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require') literal(node.arguments[0]);
    },
  };
}

module.exports = { importSources };
