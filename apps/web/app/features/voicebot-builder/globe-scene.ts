import { decorative } from '@phi/contracts/constants';
import {
  AdditiveBlending,
  BufferGeometry,
  Float32BufferAttribute,
  Group,
  LineBasicMaterial,
  LineSegments,
  PerspectiveCamera,
  Points,
  PointsMaterial,
  Scene,
  Timer,
  WebGLRenderer,
} from 'three';
import { logoPoints, spherePoints } from './globe-points.ts';

// The builder hero's decorative globe (spec: voice §2 and §9). Reached only through a dynamic
// import (builder-globe.tsx): three.js is never in the page's initial JavaScript.

export interface GlobeScene {
  /** Runs the loop while on screen and the tab visible; a still frame otherwise. */
  setRunning(running: boolean): void;
  dispose(): void;
}

const radius = 1;

/** Parallels and meridians of the globe as line segments. */
function gridLines(): BufferGeometry {
  const positions: number[] = [];
  const steps = 64;
  const ring = (point: (t: number) => [number, number, number]) => {
    for (let step = 0; step < steps; step += 1) {
      positions.push(...point(step / steps), ...point((step + 1) / steps));
    }
  };
  for (const latitude of [-60, -30, 0, 30, 60]) {
    const phi = (latitude * Math.PI) / 180;
    ring((t) => [
      Math.cos(t * Math.PI * 2) * Math.cos(phi) * radius,
      Math.sin(phi) * radius,
      Math.sin(t * Math.PI * 2) * Math.cos(phi) * radius,
    ]);
  }
  for (let meridian = 0; meridian < 6; meridian += 1) {
    const theta = (meridian * Math.PI) / 6;
    ring((t) => [
      Math.cos(t * Math.PI * 2) * Math.cos(theta) * radius,
      Math.sin(t * Math.PI * 2) * radius,
      Math.cos(t * Math.PI * 2) * Math.sin(theta) * radius,
    ]);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  return geometry;
}

function pointCloud(positions: Float32Array, color: number, size: number, opacity: number) {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  const material = new PointsMaterial({
    color,
    size,
    transparent: true,
    opacity,
    depthWrite: false,
    blending: AdditiveBlending,
  });
  return new Points(geometry, material);
}

export function createGlobeScene(canvas: HTMLCanvasElement, still: boolean): GlobeScene {
  const renderer = new WebGLRenderer({ canvas, antialias: true, alpha: true });
  // spec: voice §9, pixel ratio capped at 2
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, decorative.maxPixelRatio));
  const scene = new Scene();
  const camera = new PerspectiveCamera(45, 1, 0.1, 20);
  camera.position.set(0, 0, 3.4);

  const globe = new Group();
  globe.rotation.x = 0.35;
  globe.add(
    pointCloud(spherePoints(decorative.globeBackgroundPoints, radius), 0x38bdf8, 0.012, 0.7),
  );
  globe.add(
    new LineSegments(
      gridLines(),
      new LineBasicMaterial({ color: 0x0ea5e9, transparent: true, opacity: 0.18 }),
    ),
  );
  scene.add(globe);
  const logo = pointCloud(logoPoints(decorative.globeLogoPoints, 0.55), 0xe0f2fe, 0.014, 0.9);
  scene.add(logo);

  const resize = () => {
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (width === 0 || height === 0) {
      return;
    }
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    renderer.render(scene, camera);
  };
  const resizeObserver = new ResizeObserver(resize);
  resizeObserver.observe(canvas);
  resize();

  const timer = new Timer();
  const frame = (time: number) => {
    timer.update(time);
    const elapsed = timer.getElapsed();
    globe.rotation.y = elapsed * 0.15;
    logo.rotation.y = Math.sin(elapsed * 0.5) * 0.35;
    renderer.render(scene, camera);
  };
  renderer.render(scene, camera);

  return {
    setRunning(running) {
      const moving = running && !still;
      renderer.setAnimationLoop(moving ? frame : null);
      if (moving) {
        timer.reset();
      }
    },
    dispose() {
      renderer.setAnimationLoop(null);
      resizeObserver.disconnect();
      scene.traverse((node) => {
        if (node instanceof Points || node instanceof LineSegments) {
          node.geometry.dispose();
          (node.material as PointsMaterial | LineBasicMaterial).dispose();
        }
      });
      renderer.dispose();
    },
  };
}
