// The page's look, written to one CSS file that the document links in its head, before any area
// loads: the design tokens first (everything else is written with them), then the base classes
// areas share, then the shell's own page.
import 'design-tokens/tokens.css';
import 'design-tokens/base.css';
import './shell.css';

// The shared packages are in this file (the shell provides them eagerly); the shell's own code is a
// chunk of its own, preloaded by the document, so the two download side by side and run as two tasks.
import('./bootstrap').catch((error: unknown) => console.error('[shell] could not load', error));
