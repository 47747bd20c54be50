// Just enough of a Dockerfile to start what its last stage would run: the base image, ENV,
// WORKDIR, CMD and the COPY lines, with build arguments substituted.

export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  from: string;
  name: string | undefined;
  instructions: Instruction[];
}

/** Instructions in order: comments dropped, continued lines joined. */
export function parseInstructions(text: string): Instruction[] {
  const joined = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ');
  return joined
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [keyword = ''] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: line.slice(keyword.length).trim() };
    });
}

function substitute(value: string, args: Record<string, string>): string {
  return value.replace(/\$\{(\w+)\}|\$(\w+)/g, (match, braced?: string, bare?: string) => {
    const given = args[(braced ?? bare) as string];
    return given ?? match;
  });
}

function argDefault(instruction: Instruction): [string, string | undefined] {
  const at = instruction.args.indexOf('=');
  return at === -1
    ? [instruction.args, undefined]
    : [instruction.args.slice(0, at), instruction.args.slice(at + 1)];
}

/**
 * The last stage (what the image runs), with `buildArgs` (compose `build.args`) over the ARG
 * defaults substituted in its FROM and in the arguments of its instructions.
 */
export function runtimeStage(text: string, buildArgs: Record<string, string> = {}): Stage {
  const instructions = parseInstructions(text);
  const global: Record<string, string> = {};
  let stage: Stage | undefined;
  let scope: Record<string, string> = {};
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [image = '', as, name] = substitute(instruction.args, global).split(/\s+/);
      stage = {
        from: image,
        name: as?.toUpperCase() === 'AS' ? name : undefined,
        instructions: [],
      };
      scope = {};
    } else if (instruction.keyword === 'ARG') {
      const [name, value] = argDefault(instruction);
      const resolved = buildArgs[name] ?? (value === undefined ? undefined : substitute(value, {}));
      if (stage === undefined) {
        if (resolved !== undefined) {
          global[name] = resolved;
        }
      } else if (resolved !== undefined || global[name] !== undefined) {
        scope[name] = (resolved ?? global[name]) as string;
      }
    } else if (stage) {
      stage.instructions.push({
        keyword: instruction.keyword,
        args: substitute(instruction.args, scope),
      });
    }
  }
  if (!stage) {
    throw new Error('the Dockerfile has no FROM');
  }
  return stage;
}

/** ENV of the stage: `ENV A=1 B="two"` and the old `ENV A 1`. */
export function stageEnv(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { keyword, args } of stage.instructions) {
    if (keyword !== 'ENV') {
      continue;
    }
    if (!/^\w+=/.test(args)) {
      const [name = '', ...value] = args.split(/\s+/);
      env[name] = value.join(' ');
      continue;
    }
    for (const m of args.matchAll(/(\w+)=(?:"((?:[^"\\]|\\.)*)"|(\S*))/g)) {
      env[m[1] as string] = m[2] ?? m[3] ?? '';
    }
  }
  return env;
}

/** The stage's last CMD in exec (JSON) form. */
export function stageCommand(stage: Stage): string[] | undefined {
  const cmd = stage.instructions.filter((i) => i.keyword === 'CMD').at(-1);
  if (!cmd) {
    return undefined;
  }
  if (!cmd.args.startsWith('[')) {
    throw new Error(`CMD ${cmd.args}: only the exec form is understood`);
  }
  return JSON.parse(cmd.args) as string[];
}

export function stageWorkdir(stage: Stage): string | undefined {
  return stage.instructions.filter((i) => i.keyword === 'WORKDIR').at(-1)?.args;
}

export interface CopyInstruction {
  /** The stage copied from (`--from=build`); undefined for the build context. */
  from: string | undefined;
  sources: string[];
  destination: string;
}

export function stageCopies(stage: Stage): CopyInstruction[] {
  return stage.instructions
    .filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD')
    .map(({ keyword, args }) => {
      const words = args.startsWith('[') ? (JSON.parse(args) as string[]) : args.split(/\s+/);
      const flags = words.filter((word) => word.startsWith('--'));
      const paths = words.filter((word) => !word.startsWith('--'));
      const destination = paths.pop();
      if (keyword === 'ADD' || destination === undefined || paths.length === 0) {
        throw new Error(`${keyword} ${args}: only COPY <sources...> <destination> is understood`);
      }
      const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
      return { from, sources: paths, destination };
    });
}
