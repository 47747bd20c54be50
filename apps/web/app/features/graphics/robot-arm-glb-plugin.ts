import type { Plugin } from 'vite';
import { robotArmModelUrl } from './robot-arm-asset.ts';
import { exportRobotArmGlb } from './robot-arm-glb.ts';

/**
 * Generates the robot arm's .glb from its code-authored model: written into the client build
 * at `robotArmModelUrl` and served at the same path by `react-router dev`. Nothing generated is
 * committed; every build exports the model afresh.
 */
export function robotArmGlbPlugin(): Plugin {
  let glb: Promise<Uint8Array> | undefined;
  const model = () => {
    glb ??= exportRobotArmGlb();
    return glb;
  };
  return {
    name: 'phi:robot-arm-glb',
    configureServer(server) {
      server.middlewares.use(robotArmModelUrl, (_request, response, next) => {
        model().then((bytes) => {
          response.setHeader('content-type', 'model/gltf-binary');
          response.end(bytes);
        }, next);
      });
    },
    async generateBundle() {
      // The prerender (server) build needs no model; only the client build ships it.
      if (this.environment.name !== 'client') {
        return;
      }
      this.emitFile({
        type: 'asset',
        fileName: robotArmModelUrl.replace(/^\//, ''),
        source: await model(),
      });
    },
  };
}
