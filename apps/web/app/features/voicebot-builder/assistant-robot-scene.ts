import type { RobotAnimationState } from '@phi/contracts/public';
import {
  AnimationMixer,
  BoxGeometry,
  EdgesGeometry,
  Group,
  LineBasicMaterial,
  LineSegments,
  Timer,
} from 'three';
import { type GLTF, GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { robotArmClipName, robotArmClipSeconds } from '../graphics/robot-arm-asset.ts';
import { createStage, disposeTree, type Stage } from '../graphics/robot-scene.ts';

// The builder's 3D robot (spec: voice §2): the site's robot model (features/graphics) in one of
// three states. Reached only through a dynamic import (assistant-robot.tsx), so three.js stays
// out of the page's initial JavaScript.

export interface AssistantRobotScene {
  /** The model failed to load and the green wireframe box stands in for it. */
  readonly isFallback: boolean;
  setState(state: RobotAnimationState): void;
  /** Pauses the loop while the canvas is off screen or the tab hidden. */
  setRunning(running: boolean): void;
  dispose(): void;
}

export interface AssistantRobotOptions {
  readonly canvas: HTMLCanvasElement;
  readonly modelUrl: string;
  readonly state: RobotAnimationState;
  /** prefers-reduced-motion: every state is drawn as a still pose. */
  readonly still: boolean;
}

/** What the loop moves; the model and the fallback box each implement it. */
interface Actor {
  /** Draws the state at `elapsed` seconds; `delta` is the step since the last frame. */
  pose(state: RobotAnimationState, elapsed: number, delta: number): void;
}

// spec: voice §2, the green wireframe box shown when the model fails to load
const fallbackColour = 0x22c55e;

function fallbackActor(stage: Stage): Actor {
  const box = new BoxGeometry(1.6, 1.6, 1.6);
  const edges = new LineSegments(
    new EdgesGeometry(box),
    new LineBasicMaterial({ color: fallbackColour }),
  );
  box.dispose();
  edges.position.y = 1.35;
  stage.scene.add(edges);
  return {
    pose(state, elapsed) {
      const turning = state === 'connected' ? elapsed : 0;
      edges.rotation.set(
        turning * 0.3 + 0.3,
        turning * 0.5 + 0.6,
        state === 'disconnected' ? 0.4 : 0,
      );
    },
  };
}

function modelActor(stage: Stage, gltf: GLTF): Actor {
  const holder = new Group();
  holder.add(gltf.scene);
  stage.scene.add(holder);
  const mixer = new AnimationMixer(gltf.scene);
  const clip = gltf.animations.find((animation) => animation.name === robotArmClipName);
  if (clip) {
    mixer.clipAction(clip).play();
  }
  // Stationary: upright mid-cycle pose. Disconnected: the start pose, slumped to one side.
  const stationaryTime = robotArmClipSeconds * 0.4;
  return {
    pose(state, elapsed, delta) {
      if (state === 'connected') {
        // Arms, head and body animate: the jointed clip plays and the whole robot sways.
        mixer.update(delta);
        holder.position.y = Math.sin(elapsed * 1.6) * 0.08;
        holder.rotation.set(0, Math.sin(elapsed * 0.8) * 0.25, 0);
        return;
      }
      holder.position.y = 0;
      if (state === 'disconnected') {
        mixer.setTime(0);
        holder.rotation.set(0, 0, -0.35);
      } else {
        mixer.setTime(stationaryTime);
        holder.rotation.set(0, 0, 0);
      }
    },
  };
}

export async function createAssistantRobotScene(
  options: AssistantRobotOptions,
): Promise<AssistantRobotScene> {
  const stage = createStage(options.canvas, 'viewer');
  let actor: Actor;
  let isFallback = false;
  try {
    actor = modelActor(stage, await new GLTFLoader().loadAsync(options.modelUrl));
  } catch {
    actor = fallbackActor(stage);
    isFallback = true;
  }
  let state = options.state;
  let running = false;
  const timer = new Timer();
  const draw = (delta: number) => {
    actor.pose(state, timer.getElapsed(), delta);
    stage.renderer.render(stage.scene, stage.camera);
  };
  const frame = (time: number) => {
    timer.update(time);
    draw(timer.getDelta());
  };
  // Only the connected state moves; the others are one still frame, drawn again on change.
  const loop = () => {
    const moving = running && state === 'connected' && !options.still;
    stage.renderer.setAnimationLoop(moving ? frame : null);
    if (!moving) {
      draw(0);
    }
  };
  draw(0);
  return {
    isFallback,
    setState(next) {
      state = next;
      loop();
    },
    setRunning(next) {
      running = next;
      if (next) {
        timer.reset();
      }
      loop();
    },
    dispose() {
      stage.renderer.setAnimationLoop(null);
      stage.resizeObserver.disconnect();
      disposeTree(stage.scene);
      stage.renderer.dispose();
    },
  };
}
