import type { IslandLoaders } from './hydrate-islands.ts';
import { IslandError } from './hydrate-islands.ts';
import type { IslandDefinition, IslandProps } from './island.tsx';

// Every island is a file `<name>.island.tsx` whose default export is its defineIsland(); the
// page entry hands this the bundler's lazy import of each such file (entry.islands.ts), so each
// island is a chunk of its own, loaded only when its marker asks for it.

export const islandFileSuffix = '.island.tsx';

export interface IslandModule {
  readonly default: IslandDefinition<IslandProps>;
}

export type IslandModuleImports = Readonly<Record<string, () => Promise<IslandModule>>>;

/** The loaders by island name (the file's name); a name given twice, or not its file's, throws. */
export function islandLoaders(imports: IslandModuleImports): IslandLoaders {
  const loaders: Record<string, () => Promise<IslandDefinition<IslandProps>>> = {};
  for (const [path, load] of Object.entries(imports)) {
    const file = path.slice(path.lastIndexOf('/') + 1);
    if (!file.endsWith(islandFileSuffix)) {
      throw new IslandError(`${path} is not an island file (*${islandFileSuffix})`);
    }
    const name = file.slice(0, -islandFileSuffix.length);
    if (loaders[name]) {
      throw new IslandError(`two island files are named "${name}"`);
    }
    loaders[name] = async () => {
      const { default: island } = await load();
      if (island.islandName !== name) {
        throw new IslandError(`${path} defines island "${island.islandName}", not "${name}"`);
      }
      return island;
    };
  }
  return loaders;
}
