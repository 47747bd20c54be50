// @vitest-environment node
import { AnimationMixer, type Object3D } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { describe, expect, it } from 'vitest';
import { robotArmClipName, robotArmClipSeconds, robotArmNodes } from './robot-arm-asset.ts';
import { exportRobotArmGlb } from './robot-arm-glb.ts';

async function loadExported() {
  const bytes = await exportRobotArmGlb();
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return { bytes, gltf: await new GLTFLoader().parseAsync(buffer as ArrayBuffer, '') };
}

function byName(root: Object3D, name: string): Object3D {
  const node = root.getObjectByName(name);
  if (!node) {
    throw new Error(`no node named ${name}`);
  }
  return node;
}

describe('robot arm .glb', () => {
  it('is binary glTF 2.0 that GLTFLoader reads back with every joint', async () => {
    const { bytes, gltf } = await loadExported();
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('glTF');
    expect(new DataView(bytes.buffer, bytes.byteOffset).getUint32(4, true)).toBe(2);
    for (const name of Object.values(robotArmNodes)) {
      expect(gltf.scene.getObjectByName(name), name).toBeDefined();
    }
    // The joints nest as on a real arm: moving the shoulder carries the gripper.
    expect(byName(gltf.scene, robotArmNodes.gripperLeft).parent?.name).toBe(robotArmNodes.wrist);
    expect(byName(gltf.scene, robotArmNodes.wrist).parent?.name).toBe(robotArmNodes.elbow);
  });

  it('carries the looping clip that moves the joints', async () => {
    const { gltf } = await loadExported();
    const clip = gltf.animations.find((animation) => animation.name === robotArmClipName);
    expect(clip?.duration).toBeCloseTo(robotArmClipSeconds);
    if (!clip) {
      return;
    }
    const mixer = new AnimationMixer(gltf.scene);
    mixer.clipAction(clip).play();
    const turret = byName(gltf.scene, robotArmNodes.turret);
    const gripper = byName(gltf.scene, robotArmNodes.gripperLeft);
    mixer.setTime(0);
    const start = { turret: turret.quaternion.clone(), gripper: gripper.position.x };
    mixer.setTime(robotArmClipSeconds / 2);
    expect(turret.quaternion.angleTo(start.turret)).toBeGreaterThan(0.5);
    expect(gripper.position.x).not.toBeCloseTo(start.gripper);
  });
});
