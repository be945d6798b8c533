// The page's look, written to one CSS file that the document links in its head, before any area
// loads: the design tokens first (everything else is written with them), then the base classes
// areas share, then the shell's own page.
import 'design-tokens/tokens.css';
import 'design-tokens/base.css';
import './shell.css';

// The async boundary Module Federation needs before shared modules are used.
import('./bootstrap').catch((error: unknown) => console.error('[shell] could not load', error));
