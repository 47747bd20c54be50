import {
  type NetworkLoop,
  type NetworkWorkerMessage,
  startNetworkLoop,
} from './particle-network-loop.ts';

// Draws the particle network on the canvas the page hands over (particle-network-animation.ts),
// so neither the drawing nor the canvas's copy to the compositor runs on the page's main thread.

let loop: NetworkLoop | undefined;

globalThis.addEventListener('message', (event: MessageEvent<NetworkWorkerMessage>) => {
  const message = event.data;
  if (message.type === 'start') {
    loop = startNetworkLoop(message.canvas, message.size, message.pixelRatio) ?? undefined;
    return;
  }
  loop?.setRunning(message.isRunning);
});
