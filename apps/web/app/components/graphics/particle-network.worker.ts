import {
  createNetworkLoop,
  type NetworkLoop,
  type NetworkWorkerMessage,
  sizeCanvas,
} from './particle-network-loop.ts';

// Draws the particle network on the canvas the page hands over (particle-network-animation.ts),
// so neither the drawing nor the canvas's copy to the compositor runs on the page's main thread.

let loop: NetworkLoop | undefined;

globalThis.addEventListener('message', (event: MessageEvent<NetworkWorkerMessage>) => {
  const message = event.data;
  if (message.type === 'start') {
    const context = message.canvas.getContext('2d');
    if (context) {
      sizeCanvas(message.canvas, context, message.size, message.pixelRatio);
      loop = createNetworkLoop(context, message.size);
      loop.drawStill();
    }
    return;
  }
  loop?.setRunning(message.isRunning);
});
