import { describe, expect, it } from 'vitest';
import { IslandError } from './hydrate-islands.ts';
import { defineIsland } from './island.tsx';
import { type IslandModule, islandLoaders } from './island-registry.ts';

function Nothing() {
  return null;
}

const moduleOf = (name: string) => async (): Promise<IslandModule> => ({
  default: defineIsland(name, Nothing, 'intent'),
});

describe('island loaders from the island files', () => {
  it('names each loader after its file and gives the definition', async () => {
    const loaders = islandLoaders({
      '../../components/desktop-nav.island.tsx': moduleOf('desktop-nav'),
      './features/home/home-chat-form.island.tsx': moduleOf('home-chat-form'),
    });
    expect(Object.keys(loaders)).toEqual(['desktop-nav', 'home-chat-form']);
    expect((await loaders['desktop-nav']?.())?.component).toBe(Nothing);
  });

  it('refuses two files of one name, and a file that defines another name', async () => {
    expect(() =>
      islandLoaders({
        './a/menu.island.tsx': moduleOf('menu'),
        './b/menu.island.tsx': moduleOf('menu'),
      }),
    ).toThrow(new IslandError('two island files are named "menu"'));
    const loaders = islandLoaders({ './a/menu.island.tsx': moduleOf('nav') });
    await expect(loaders.menu?.()).rejects.toThrow(
      new IslandError('./a/menu.island.tsx defines island "nav", not "menu"'),
    );
  });
});
