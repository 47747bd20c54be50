// The robot arm's glTF model: authored in code (robot-arm-model.ts), exported to binary glTF by
// the Vite plugin in robot-arm-glb-plugin.ts at build time, served as a static file and loaded
// with GLTFLoader after first paint. This module holds no three.js import so that the routes may
// import it.

/** Where the build writes the model and where the viewers fetch it from. */
export const robotArmModelUrl = '/models/robot-arm.glb';

/** Node names of the jointed hierarchy; the animation clip's tracks address these. */
export const robotArmNodes = {
  root: 'RobotArm',
  base: 'Base',
  turret: 'Turret',
  shoulder: 'Shoulder',
  elbow: 'Elbow',
  wrist: 'Wrist',
  gripperLeft: 'GripperLeft',
  gripperRight: 'GripperRight',
} as const;

/** The looping pick-and-place cycle stored in the model. */
export const robotArmClipName = 'PickAndPlace';
export const robotArmClipSeconds = 6;
