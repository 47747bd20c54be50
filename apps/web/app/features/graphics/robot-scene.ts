import { decorative } from '@phi/contracts/constants';
import {
  AnimationMixer,
  BoxGeometry,
  DirectionalLight,
  EdgesGeometry,
  GridHelper,
  Group,
  HemisphereLight,
  LineBasicMaterial,
  LineSegments,
  type Material,
  Mesh,
  type Object3D,
  PerspectiveCamera,
  Scene,
  Timer,
  Vector3,
  WebGLRenderer,
} from 'three';
import { type GLTF, GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { robotArmClipName, robotArmClipSeconds } from './robot-arm-asset.ts';

// The three.js side of the robot viewers. Only ever reached through a dynamic import (see
// use-robot-scene.ts), so three.js stays out of every route's initial JavaScript
// (test/bundle-size.test.ts proves it).

export type RobotSceneVariant = 'arm' | 'viewer';

export interface RobotSceneOptions {
  readonly canvas: HTMLCanvasElement;
  readonly modelUrl: string;
  readonly variant: RobotSceneVariant;
  /** Still frame, no loop: prefers-reduced-motion. */
  readonly still: boolean;
}

export interface RobotScene {
  /** Pauses the render loop while the canvas is off screen. */
  setRunning(running: boolean): void;
  dispose(): void;
}

/** Thrown when the model could not be fetched or parsed; the viewer shows its failure state. */
export class RobotModelError extends Error {
  override readonly name = 'RobotModelError';
}

// spec: site-marketing-careers §2.8, the contact viewer bobs slightly
const bob = { amplitude: 0.08, speed: 1.6, sway: 0.25 } as const;

export interface Stage {
  readonly renderer: WebGLRenderer;
  readonly scene: Scene;
  readonly camera: PerspectiveCamera;
  readonly resizeObserver: ResizeObserver;
}

export function createStage(canvas: HTMLCanvasElement, variant: RobotSceneVariant): Stage {
  const renderer = new WebGLRenderer({ canvas, antialias: true, alpha: true });
  // spec: site-marketing-careers §9, 3D pixel ratio capped at 2
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, decorative.maxPixelRatio));
  const scene = new Scene();
  scene.add(new HemisphereLight(0xe0f2fe, 0x0f172a, 1.6));
  const sun = new DirectionalLight(0xffffff, 2.2);
  sun.position.set(4, 6, 3);
  scene.add(sun);
  if (variant === 'arm') {
    scene.add(new GridHelper(6, 12, 0x38bdf8, 0x1e293b));
  }
  const camera = new PerspectiveCamera(35, 1, 0.1, 50);
  const target = new Vector3(-0.3, 1.15, 0);
  // Framed for a 4:3 box; a narrower box moves the camera back so the swinging arm stays in view.
  const framing = { position: new Vector3(4.6, 3.4, 6.4), aspect: 4 / 3 };
  const resize = () => {
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (width === 0 || height === 0) {
      return;
    }
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    const offset = framing.position.clone().sub(target);
    camera.position
      .copy(target)
      .addScaledVector(offset, Math.max(1, framing.aspect / camera.aspect));
    camera.lookAt(target);
    camera.updateProjectionMatrix();
    renderer.render(scene, camera);
  };
  const resizeObserver = new ResizeObserver(resize);
  resizeObserver.observe(canvas);
  resize();
  return { renderer, scene, camera, resizeObserver };
}

export function disposeTree(root: Object3D): void {
  root.traverse((node) => {
    if (node instanceof Mesh || node instanceof LineSegments) {
      node.geometry.dispose();
      const materials: Material[] = Array.isArray(node.material) ? node.material : [node.material];
      for (const material of materials) {
        material.dispose();
      }
    }
  });
}

function run(stage: Stage, still: boolean, tick: (elapsed: number, delta: number) => void) {
  const timer = new Timer();
  const frame = (time: number) => {
    timer.update(time);
    tick(timer.getElapsed(), timer.getDelta());
    stage.renderer.render(stage.scene, stage.camera);
  };
  // A still scene is drawn once (and again on resize); a moving one only while running.
  tick(0, 0);
  stage.renderer.render(stage.scene, stage.camera);
  return {
    setRunning(running: boolean) {
      stage.renderer.setAnimationLoop(running && !still ? frame : null);
      if (running) {
        // The time before the loop (re)starts is neither a step nor elapsed time.
        timer.reset();
      }
    },
    dispose() {
      stage.renderer.setAnimationLoop(null);
      stage.resizeObserver.disconnect();
      disposeTree(stage.scene);
      stage.renderer.dispose();
    },
  };
}

/** The wireframe box the contact viewer shows when its model fails. */
function wireframeBox(): LineSegments {
  const box = new BoxGeometry(1.6, 1.6, 1.6);
  const edges = new LineSegments(
    new EdgesGeometry(box),
    new LineBasicMaterial({ color: 0x38bdf8 }),
  );
  box.dispose();
  edges.position.y = 1.35;
  return edges;
}

/**
 * Loads the model and starts its pick-and-place clip. On failure: the arm rejects with
 * RobotModelError; the contact viewer shows a turning wireframe box and resolves.
 */
export async function createRobotScene(options: RobotSceneOptions): Promise<RobotScene> {
  const stage = createStage(options.canvas, options.variant);
  let gltf: GLTF;
  try {
    gltf = await new GLTFLoader().loadAsync(options.modelUrl);
  } catch (error) {
    if (options.variant === 'arm') {
      run(stage, true, () => undefined).dispose();
      throw new RobotModelError('robot arm model failed to load', { cause: error });
    }
    const box = wireframeBox();
    stage.scene.add(box);
    return run(stage, options.still, (elapsed) => {
      box.rotation.set(elapsed * 0.3, elapsed * 0.5, 0);
    });
  }
  return startModel(stage, gltf, options);
}

function startModel(stage: Stage, gltf: GLTF, options: RobotSceneOptions): RobotScene {
  const holder = new Group();
  holder.add(gltf.scene);
  stage.scene.add(holder);
  const mixer = new AnimationMixer(gltf.scene);
  const clip = gltf.animations.find((animation) => animation.name === robotArmClipName);
  if (clip) {
    mixer.clipAction(clip).play();
  }
  // Still frame: the arm mid-lift, a pose that shows every joint.
  const stillTime = robotArmClipSeconds * 0.4;
  return run(stage, options.still, (elapsed, delta) => {
    if (options.still || elapsed === 0) {
      mixer.setTime(stillTime);
    } else {
      mixer.update(delta);
    }
    if (options.variant === 'viewer') {
      holder.position.y = Math.sin(elapsed * bob.speed) * bob.amplitude;
      holder.rotation.y = Math.sin(elapsed * bob.speed * 0.5) * bob.sway;
    }
  });
}
