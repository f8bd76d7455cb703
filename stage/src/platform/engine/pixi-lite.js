/**
 * What the stage takes from PixiJS, for the build only (vite.config.ts aliases `pixi.js` here;
 * TypeScript keeps checking against the real package's types). Importing the package's index
 * pulls in every renderer: it re-exports the WebGPU and Canvas renderers, so the bundler keeps them
 * in the main chunk instead of splitting the `import()` that only loads them when WebGL is missing.
 * Taking the few classes from their own modules keeps WebGL in the first load and the other two
 * renderers in lazy chunks. Add a line here when the stage starts to use another Pixi export
 * (the build fails with a missing export otherwise). See docs/STAGE.md, "Bundle".
 */
import 'pixi.js-lib/rendering/init.mjs';

export { Application } from 'pixi.js-lib/app/Application.mjs';
export { Container } from 'pixi.js-lib/scene/container/Container.mjs';
export { Graphics } from 'pixi.js-lib/scene/graphics/shared/Graphics.mjs';
export { Text } from 'pixi.js-lib/scene/text/Text.mjs';
export { CanvasTextMetrics } from 'pixi.js-lib/scene/text/canvas/CanvasTextMetrics.mjs';
