import { Generator, getConfig } from '@tanstack/router-generator';

/**
 * `node --import tsx scripts/generate-routes.ts`: writes src/routeTree.gen.ts from src/routes the
 * way the vite plugin does on build, so a typecheck after adding a route needs no build.
 */
const config = getConfig({ target: 'react', autoCodeSplitting: true }, process.cwd());
await new Generator({ config, root: process.cwd() }).run();
console.log('src/routeTree.gen.ts를 다시 만들었습니다.');
