// The async boundary Module Federation needs before shared modules are used.
import('./bootstrap').catch((error: unknown) => console.error('[shell] could not load', error));
