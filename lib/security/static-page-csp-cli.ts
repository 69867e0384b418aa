/**
 * `npm run build`'s last step: the Content-Security-Policy of the pages the build prerendered
 * (lib/security/static-page-csp.ts), written beside them in `.next`.
 */
import path from 'node:path';
import { applyStaticPageCsp } from './static-page-csp';

const routes = applyStaticPageCsp(path.resolve('.next'));
console.log(`Content-Security-Policy with script hashes: ${routes.length ? routes.join(', ') : 'already in place'}`);
