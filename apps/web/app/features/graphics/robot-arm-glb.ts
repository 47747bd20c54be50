import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js';
import { buildRobotArmModel } from './robot-arm-model.ts';

// Exports the authored robot arm to binary glTF in Node. GLTFExporter assembles the .glb through
// the browser's FileReader; Node has Blob but no FileReader, so a minimal one (the two read
// methods the exporter calls) stands in during the export.

class BlobFileReader {
  result: ArrayBuffer | string | null = null;
  onloadend: (() => void) | null = null;

  readAsArrayBuffer(blob: Blob): void {
    void blob.arrayBuffer().then((buffer) => this.finish(buffer));
  }

  readAsDataURL(blob: Blob): void {
    void blob.arrayBuffer().then((buffer) => {
      const base64 = Buffer.from(buffer).toString('base64');
      this.finish(`data:${blob.type || 'application/octet-stream'};base64,${base64}`);
    });
  }

  private finish(result: ArrayBuffer | string): void {
    this.result = result;
    this.onloadend?.();
  }
}

export async function exportRobotArmGlb(): Promise<Uint8Array> {
  const globals = globalThis as { FileReader?: unknown };
  const hadFileReader = 'FileReader' in globals;
  const previous = globals.FileReader;
  globals.FileReader = BlobFileReader;
  try {
    const { root, clip } = buildRobotArmModel();
    const result = await new GLTFExporter().parseAsync(root, {
      binary: true,
      animations: [clip],
    });
    if (!(result instanceof ArrayBuffer)) {
      throw new Error('GLTFExporter returned JSON where a binary .glb was asked for');
    }
    return new Uint8Array(result);
  } finally {
    if (hadFileReader) {
      globals.FileReader = previous;
    } else {
      delete globals.FileReader;
    }
  }
}
