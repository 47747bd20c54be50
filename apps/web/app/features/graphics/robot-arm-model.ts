import {
  AnimationClip,
  BoxGeometry,
  CylinderGeometry,
  Group,
  Mesh,
  MeshStandardMaterial,
  Quaternion,
  QuaternionKeyframeTrack,
  SphereGeometry,
  Vector3,
  VectorKeyframeTrack,
} from 'three';
import {
  robotArmNodes as nodes,
  robotArmClipName,
  robotArmClipSeconds,
} from './robot-arm-asset.ts';

// The industrial robot arm of the home page (spec: site-marketing-careers §2.3), authored as a
// jointed hierarchy: base, turret (yaw), shoulder, elbow and wrist (pitch) and a two-finger
// gripper, with a looping pick-and-place clip. Only the build imports this file (through the
// glb plugin); browsers receive the exported .glb.

const palette = {
  base: 0x1e293b,
  joint: 0x64748b,
  arm: 0xf59e0b,
  hand: 0x0f172a,
  accent: 0x38bdf8,
} as const;

function material(color: number, metalness = 0.4, roughness = 0.45): MeshStandardMaterial {
  return new MeshStandardMaterial({ color, metalness, roughness });
}

function mesh(
  name: string,
  geometry: BoxGeometry | CylinderGeometry | SphereGeometry,
  color: number,
  y = 0,
): Mesh {
  const result = new Mesh(geometry, material(color));
  result.name = name;
  result.position.y = y;
  return result;
}

function joint(name: string, y: number, x = 0): Group {
  const group = new Group();
  group.name = name;
  group.position.set(x, y, 0);
  return group;
}

// Keyframe times of one cycle: reach down, grip, lift and swing, lower, release, return.
const times = [0, 1, 1.6, 2.8, 3.8, 4.4, robotArmClipSeconds];

function rotationTrack(node: string, axis: Vector3, angles: readonly number[]) {
  const values = angles.flatMap((angle) =>
    new Quaternion().setFromAxisAngle(axis, angle).toArray(),
  );
  return new QuaternionKeyframeTrack(`${node}.quaternion`, times, values);
}

function gripperTrack(node: string, side: -1 | 1, closed: readonly boolean[]) {
  const values = closed.flatMap((isClosed) => [side * (isClosed ? 0.07 : 0.15), 0.16, 0]);
  return new VectorKeyframeTrack(`${node}.position`, times, values);
}

export interface RobotArmModel {
  readonly root: Group;
  readonly clip: AnimationClip;
}

export function buildRobotArmModel(): RobotArmModel {
  const root = new Group();
  root.name = nodes.root;

  const base = mesh(nodes.base, new CylinderGeometry(0.62, 0.7, 0.3, 40), palette.base, 0.15);
  base.add(mesh('BaseRing', new CylinderGeometry(0.64, 0.64, 0.04, 40), palette.accent, 0.13));
  root.add(base);

  const turret = joint(nodes.turret, 0.3);
  turret.add(mesh('TurretBody', new CylinderGeometry(0.42, 0.48, 0.32, 32), palette.joint, 0.16));
  root.add(turret);

  const shoulder = joint(nodes.shoulder, 0.5);
  shoulder.add(mesh('ShoulderJoint', new SphereGeometry(0.27, 32, 16), palette.joint));
  shoulder.add(mesh('LowerArm', new BoxGeometry(0.3, 1.4, 0.3), palette.arm, 0.7));
  turret.add(shoulder);

  const elbow = joint(nodes.elbow, 1.4);
  elbow.add(mesh('ElbowJoint', new SphereGeometry(0.22, 32, 16), palette.joint));
  elbow.add(mesh('UpperArm', new BoxGeometry(0.24, 1.1, 0.24), palette.arm, 0.55));
  shoulder.add(elbow);

  const wrist = joint(nodes.wrist, 1.1);
  wrist.add(mesh('WristJoint', new SphereGeometry(0.16, 24, 12), palette.joint));
  wrist.add(mesh('Hand', new BoxGeometry(0.42, 0.12, 0.26), palette.hand, 0.12));
  elbow.add(wrist);

  for (const [name, side] of [
    [nodes.gripperLeft, -1],
    [nodes.gripperRight, 1],
  ] as const) {
    const finger = joint(name, 0.16, side * 0.15);
    finger.add(mesh(`${name}Finger`, new BoxGeometry(0.06, 0.3, 0.2), palette.hand, 0.15));
    finger.add(mesh(`${name}Tip`, new BoxGeometry(0.07, 0.06, 0.21), palette.accent, 0.3));
    wrist.add(finger);
  }

  const yAxis = new Vector3(0, 1, 0);
  const zAxis = new Vector3(0, 0, 1);
  const closed = [false, false, true, true, true, false, false];
  const clip = new AnimationClip(robotArmClipName, robotArmClipSeconds, [
    rotationTrack(nodes.turret, yAxis, [-0.7, -0.7, -0.7, 0.9, 0.9, 0.9, -0.7]),
    rotationTrack(nodes.shoulder, zAxis, [0.15, 0.5, 0.5, 0.1, 0.45, 0.45, 0.15]),
    rotationTrack(nodes.elbow, zAxis, [0.9, 1.3, 1.3, 0.9, 1.25, 1.25, 0.9]),
    rotationTrack(nodes.wrist, zAxis, [0.7, 0.95, 0.95, 0.8, 0.95, 0.95, 0.7]),
    gripperTrack(nodes.gripperLeft, -1, closed),
    gripperTrack(nodes.gripperRight, 1, closed),
  ]);
  return { root, clip };
}
